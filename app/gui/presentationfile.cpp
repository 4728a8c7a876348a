#include "presentationfile.h"

#include "practicetext.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace headroom::app {

Expected<Presentation> readPresentationFile(const QString& path)
{
    return loadPresentationFile(QDir::toNativeSeparators(path).toStdString());
}

QString writePresentationFile(const QString& path, const Presentation& presentation)
{
    return saveBytes(QByteArray::fromStdString(presentationToJson(presentation)), path);
}

Slide slideFor(const ResolvedScenario& rs, ChartKind chart, const Formatter& f)
{
    Slide slide;
    slide.scenario = rs.scenario;
    Scenario& s = slide.scenario;
    // The presentation may be saved elsewhere: a relative config path is made
    // absolute, and the folder it was relative to is not kept.
    if (s.model.kind == ModelSource::Kind::HfConfig &&
        QFileInfo(QString::fromStdString(s.model.hfConfigPath)).isRelative())
        s.model.hfConfigPath = QDir(QString::fromStdString(s.baseDir))
                                   .absoluteFilePath(QString::fromStdString(s.model.hfConfigPath))
                                   .toStdString();
    s.baseDir.clear();
    const bool inference = s.workload.mode == Mode::Inference;
    switch (chart) {
    case ChartKind::Roofline:
        slide.chart = headroom::ChartKind::Roofline;
        slide.figure = inference ? FigureId::DecodeStep : FigureId::TrainingTime;
        break;
    case ChartKind::Breakeven:
        slide.chart = headroom::ChartKind::Breakeven;
        slide.figure = FigureId::BreakevenHours;
        break;
    case ChartKind::Step:
        slide.chart = inference ? headroom::ChartKind::Roofline : headroom::ChartKind::Step;
        slide.figure = inference ? FigureId::DecodeStep : FigureId::StepTime;
        break;
    case ChartKind::Schedule:
        slide.chart = inference ? headroom::ChartKind::Roofline : headroom::ChartKind::Schedule;
        slide.figure = inference ? FigureId::DecodeStep : FigureId::PipelineBubble;
        break;
    case ChartKind::Scaling:
        slide.chart = inference ? headroom::ChartKind::Roofline : headroom::ChartKind::Scaling;
        slide.figure = inference ? FigureId::DecodeStep : FigureId::TrainingTime;
        break;
    case ChartKind::Serving:
        // Concurrency against speed per user, and the time per output token it gives.
        slide.chart = inference ? headroom::ChartKind::Serving : headroom::ChartKind::Memory;
        slide.figure = inference ? FigureId::ServingTpot : FigureId::MemoryTotal;
        break;
    case ChartKind::Timeline:
        slide.chart = headroom::ChartKind::Timeline;
        slide.figure = FigureId::MemoryTotal;
        break;
    case ChartKind::Memory:
    case ChartKind::Plan:
    case ChartKind::All:
        slide.chart = headroom::ChartKind::Memory;
        slide.figure = FigureId::MemoryTotal;
        break;
    }
    slide.title = PresentationText::tr("%1 on %2 × %3")
                      .arg(PracticeText::modelName(rs, f))
                      .arg(s.parallelism.gpus)
                      .arg(PracticeText::gpuName(rs))
                      .toStdString();
    return slide;
}

std::vector<Slide> scenarioSlides(const ResolvedScenario& rs, ChartKind shown, const Formatter& f)
{
    const bool inference = rs.scenario.workload.mode == Mode::Inference;
    std::vector<ChartKind> kinds =
        inference
            ? std::vector<ChartKind>{ChartKind::Serving, ChartKind::Roofline, ChartKind::Memory, ChartKind::Breakeven}
            : std::vector<ChartKind>{ChartKind::Memory, ChartKind::Step, ChartKind::Roofline, ChartKind::Scaling,
                                     ChartKind::Breakeven};
    if (const auto at = std::find(kinds.begin(), kinds.end(), shown); at != kinds.end())
        std::rotate(kinds.begin(), at, at + 1);
    std::vector<Slide> slides;
    for (ChartKind kind : kinds) {
        Slide slide = slideFor(rs, kind, f);
        slide.title = PresentationText::tr("%1: %2", "a slide's chart, then what it shows")
                          .arg(ChartText::kindName(kind), QString::fromStdString(slide.title))
                          .toStdString();
        slides.push_back(std::move(slide));
    }
    return slides;
}

} // namespace headroom::app
