#pragma once

// What every headroom-cli command shares: the one-line error contract, the
// atomic --out writer and the --scenario/--set loader.

#include "clicommands.h"

#include "formatter.h"

#include "headroom/error.h"
#include "headroom/scenario.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <string>

namespace headroom::cli {

// One line on stderr, "headroom-cli: MESSAGE"; returns kExitBadInput.
int fail(QTextStream& err, const QString& message);
// The engine's error in its English one-line form (file: path: expected ..., got ...).
int fail(QTextStream& err, const Error& e);

// Numbers as every text output of the tool writes them: English, grouped
// ("64,693 GPU-h"; a default Formatter's C locale writes "64693").
app::Formatter textFormatter();

// Writes text to `outFile` atomically (QSaveFile: an old file stays intact
// when the write fails) or, without one, to `out`.
int writeOutput(QTextStream& out, QTextStream& err, const std::optional<QString>& outFile, const QString& text);

// The scenario from --scenario (or the defaults), with each --set applied in
// order; the text is what was parsed, the file name what errors name.
struct LoadedScenario {
    Scenario scenario;
    std::string text;
    std::string fileName;
};
Expected<LoadedScenario> loadScenario(const std::optional<QString>& path, const QStringList& sets);
// The same, resolved against the catalog; errors name the scenario's file.
Expected<ResolvedScenario> loadResolved(const std::optional<QString>& path, const QStringList& sets,
                                        const Catalog& catalog, std::string* fileName = nullptr);

} // namespace headroom::cli
