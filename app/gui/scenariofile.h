#pragma once

#include <optional>

#include "headroom/error.h"
#include "headroom/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace headroom::app {

// Reads a scenario file with the core's strict parser: errors name the file
// and the JSON path.
Expected<Scenario> readScenarioFile(const QString& path);
// Writes atomically (QSaveFile). A relative hf_config path is made absolute
// so the file still finds it from its new folder. Empty string: success.
QString writeScenarioFile(const QString& path, const Scenario& scenario);

enum class FileKind { Scenario, HfConfig, Safetensors, Gguf, Presentation };
// What a dropped or opened file is: a .safetensors checkpoint, a Hugging
// Face config.json (has model_type or architectures), a presentation
// ("format": "headroom-presentation"), or else a scenario.
FileKind detectFileKind(const QString& path);

struct ImportedModel {
    ModelSource source;
    QString description;          // "Hugging Face config: llama, 6.74 B parameters"
    std::optional<DType> weights; // a GGUF file's own weight format (its general.file_type)
};
// A config.json becomes a custom architecture; a .safetensors header becomes
// a parameter count; a .gguf header the shape its metadata gives (or its
// count) and its weight format (headers alone are read).
Expected<ImportedModel> importModelFile(const QString& path);

class ScenarioFileText {
    Q_DECLARE_TR_FUNCTIONS(ScenarioFileText)
};

} // namespace headroom::app
