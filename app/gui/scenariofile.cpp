#include "scenariofile.h"

#include "chartrender.h"
#include "formatter.h"

#include "headroom/gguf.h"
#include "headroom/hfimport.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/inventory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace headroom::app {

namespace {

// What an imported model is called: the config's _name_or_path
// ("meta-llama/Llama-2-7b-hf"), else the folder the file sits in (checkpoints
// live in a folder named after the model), else the config's model type.
std::string importedName(const QString& path, const std::string& configName)
{
    const bool bareType = !configName.empty() && std::all_of(configName.begin(), configName.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
    if (!configName.empty() && !bareType)
        return configName;
    const QString folder = QFileInfo(path).absoluteDir().dirName();
    if (!folder.isEmpty() && folder != QLatin1String("."))
        return folder.toStdString();
    return configName;
}

} // namespace

Expected<Scenario> readScenarioFile(const QString& path)
{
    return loadScenarioFile(QDir::toNativeSeparators(path).toStdString());
}

QString writeScenarioFile(const QString& path, const Scenario& scenario)
{
    Scenario s = scenario;
    if (s.model.kind == ModelSource::Kind::HfConfig &&
        QFileInfo(QString::fromStdString(s.model.hfConfigPath)).isRelative())
        s.model.hfConfigPath = QDir(QString::fromStdString(s.baseDir))
                                   .absoluteFilePath(QString::fromStdString(s.model.hfConfigPath))
                                   .toStdString();
    return saveBytes(QByteArray::fromStdString(scenarioToJson(s)), path);
}

FileKind detectFileKind(const QString& path)
{
    const QFileInfo info(path);
    if (info.suffix().compare(QLatin1String("safetensors"), Qt::CaseInsensitive) == 0)
        return FileKind::Safetensors;
    if (info.suffix().compare(QLatin1String("gguf"), Qt::CaseInsensitive) == 0)
        return FileKind::Gguf;
    QFile file(path);
    if (info.size() > qint64(kMaxScenarioBytes) || !file.open(QIODevice::ReadOnly))
        return FileKind::Scenario; // opening it reports the problem
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    // Scenarios and presentations share the .headroom.json suffix.
    if (o.value(QLatin1String("format")).toString() == QLatin1String("headroom-presentation"))
        return FileKind::Presentation;
    if (info.fileName().endsWith(QLatin1String(".headroom.json"), Qt::CaseInsensitive))
        return FileKind::Scenario;
    if (!o.contains(QLatin1String("format")) &&
        (o.contains(QLatin1String("model_type")) || o.contains(QLatin1String("architectures"))))
        return FileKind::HfConfig;
    return FileKind::Scenario;
}

Expected<ImportedModel> importModelFile(const QString& path)
{
    ImportedModel out;
    const Formatter f;
    if (detectFileKind(path) == FileKind::Safetensors) {
        auto summary = readSafetensorsFile(path.toStdString());
        if (!summary)
            return summary.error();
        out.source.kind = ModelSource::Kind::Parameters;
        out.source.parameters = summary->totalParameters;
        out.source.name = importedName(path, {});
        out.description = ScenarioFileText::tr("%1: %2 parameters in %3 tensors")
                              .arg(QFileInfo(path).fileName(), f.count(summary->totalParameters))
                              .arg(summary->tensorCount);
        return out;
    }
    if (detectFileKind(path) == FileKind::Gguf) {
        auto summary = readGgufFile(path.toStdString());
        if (!summary)
            return summary.error();
        if (summary->arch) {
            out.source.kind = ModelSource::Kind::Architecture;
            out.source.architecture = *summary->arch;
        } else {
            out.source.kind = ModelSource::Kind::Parameters;
            out.source.parameters = summary->parameters;
        }
        out.source.name = summary->name.empty() ? importedName(path, {}) : summary->name;
        QString type = QString::fromStdString(summary->fileType).toLower();
        if (type == QLatin1String("f16"))
            type = QStringLiteral("fp16");
        if (auto d = fromString<DType>(type.toStdString()))
            out.weights = *d;
        out.description = ScenarioFileText::tr("%1: %2 parameters, %3 of tensors (%4 bits per weight)")
                              .arg(QFileInfo(path).fileName(), f.count(summary->parameters),
                                   f.bytes(summary->tensorBytes), QString::number(summary->bitsPerWeight(), 'f', 2));
        return out;
    }
    auto spec = loadHfConfigFile(path.toStdString());
    if (!spec)
        return spec.error();
    out.source.kind = ModelSource::Kind::Architecture;
    out.source.architecture = spec->arch;
    out.source.name = importedName(path, spec->name);
    out.description =
        ScenarioFileText::tr("%1: %2, %3 parameters")
            .arg(QFileInfo(path).fileName(), QString::fromStdString(spec->name.empty() ? spec->id : spec->name),
                 f.count(countParameters(*spec).total));
    return out;
}

} // namespace headroom::app
