#include "headroom/startingscenario.h"

namespace headroom {

Scenario startingScenario()
{
    return parseScenario(kStartingScenarioJson).value();
}

} // namespace headroom
