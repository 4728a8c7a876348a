#pragma once

#include "chartrender.h"
#include "formatter.h"

#include "headroom/error.h"
#include "headroom/practice.h"

#include <QCoreApplication>
#include <QString>

namespace headroom::app {

// A presenter's sequence of scenarios (.headroom.json with "format":
// "headroom-presentation"), read with the core's strict parser: errors name
// the file and the JSON path, e.g. slides[2].scenario.model.preset.
Expected<Presentation> readPresentationFile(const QString& path);
// Writes atomically (QSaveFile). Empty string: success, else a message.
QString writePresentationFile(const QString& path, const Presentation& presentation);

// A slide showing `scenario` (as evaluated into `rs`) with `chart` and the
// figure that chart is about; titled after the model and the GPUs. The
// scenario is made independent of its file's folder.
Slide slideFor(const ResolvedScenario& rs, ChartKind chart, const Formatter& f);
// F5 on a scenario without a presentation: a slide for each chart that
// matters in its mode, the chart shown first. Training: memory, step time,
// roofline, scaling, break-even; inference: serving, roofline, memory,
// break-even. Each title names the chart after the model and the GPUs.
std::vector<Slide> scenarioSlides(const ResolvedScenario& rs, ChartKind shown, const Formatter& f);

class PresentationText {
    Q_DECLARE_TR_FUNCTIONS(PresentationText)
};

} // namespace headroom::app
