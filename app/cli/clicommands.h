#pragma once

#include <QStringList>
#include <QTextStream>

namespace headroom::cli {

// Exit codes of the stable contract (headroom-cli(1) "EXIT STATUS"): 0 success, 2 bad input.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 2;

// Runs one headroom-cli invocation; `args` excludes the program name.
// Writes results to `out` and one-line errors to `err`.
int run(const QStringList& args, QTextStream& out, QTextStream& err);

// True when the command needs a GUI application object (chart rendering).
bool needsGui(const QStringList& args);

} // namespace headroom::cli
