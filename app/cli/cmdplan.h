#pragma once

#include "headroom/catalog.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace headroom::cli {

// `headroom-cli plan …` and `headroom-cli solve …`. `args` are the words
// after the command (`plan` / `solve`); the caller has already loaded the
// catalog (a `--catalog FILE` left in `args` is accepted and ignored).
// Results go to `out` (or --out FILE, written atomically); bad input is one
// line on `err`, "headroom-cli: …", and exit status 2.
int runPlanCommand(const QStringList& args, QTextStream& out, QTextStream& err, const headroom::Catalog& catalog);
int runSolveCommand(const QStringList& args, QTextStream& out, QTextStream& err, const headroom::Catalog& catalog);

// Usage text for each, for --help and the main usage.
QString planUsage();
QString solveUsage();

} // namespace headroom::cli
