#pragma once

#include <QStringList>
#include <QTextStream>

namespace headroom::cli {

// `headroom-cli chart memory|roofline|breakeven|all --scenario FILE --out FILE.png|FILE.svg
//  [--preset slide-16x9|slide-4x3|square|a4] [--width W --height H --scale S]
//  [--theme light|dark] [--compare none|recipe|zero|recompute|weights=F|kv=F|tp=N] [--subtitle]
//  [--set PATH=VALUE]... [--catalog FILE]`
// Renders the window's chart code headless. `args` are the words after
// "chart" (a leading "chart" is skipped). The PNG is W·S × H·S pixels (by
// default 1200 × 800 at scale 2; a preset sets all three, and --width,
// --height and --scale override it), numbers grouped as in English. Needs
// a QApplication (offscreen is fine). Returns 0, or 2 with one line on `err`;
// the output file is written atomically or not at all.
int runChartCommand(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace headroom::cli
