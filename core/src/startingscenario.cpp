#include "headroom/startingscenario.h"

#include "readers.h"

namespace headroom {

Scenario startingScenario()
{
    // Read on this floor: it names a preset, no architecture for the model to size.
    return detail::parseScenario(kStartingScenarioJson, {}, nullptr).value();
}

} // namespace headroom
