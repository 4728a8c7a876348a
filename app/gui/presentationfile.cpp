#include "presentationfile.h"

#include "practicetext.h"

#include <QDir>
#include <QFileInfo>

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
    case ChartKind::Serving: // a slide keeps the decode step on the roofline
        slide.chart = headroom::ChartKind::Roofline;
        slide.figure = FigureId::DecodeStep;
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

} // namespace headroom::app
