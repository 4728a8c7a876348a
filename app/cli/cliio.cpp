#include "cliio.h"

#include "chartrender.h"

#include "headroom/inputs.h"
#include "headroom/startingscenario.h"

#include <QFile>

namespace headroom::cli {

app::Formatter textFormatter()
{
    return app::Formatter(QLocale(QLocale::English, QLocale::UnitedStates), app::Formatter::ByteUnits::Binary,
                          QStringLiteral("$"));
}

int fail(QTextStream& err, const QString& message)
{
    err << "headroom-cli: " << message << '\n';
    return kExitBadInput;
}

int fail(QTextStream& err, const Error& e)
{
    return fail(err, QString::fromStdString(e.message()));
}

int writeOutput(QTextStream& out, QTextStream& err, const std::optional<QString>& outFile, const QString& text)
{
    if (!outFile) {
        out << text;
        return kExitOk;
    }
    const QString problem = app::saveBytes(text.toUtf8(), *outFile);
    if (!problem.isEmpty())
        return fail(err, QStringLiteral("%1: cannot write: %2").arg(*outFile, problem));
    return kExitOk;
}

Expected<LoadedScenario> loadScenario(const std::optional<QString>& path, const QStringList& sets)
{
    LoadedScenario ls;
    // Without a file: the window's starting scenario (headroom/startingscenario.h).
    ls.text = std::string(kStartingScenarioJson);
    ls.fileName = "<defaults>";
    std::string baseDir;
    if (path) {
        // Read through the core first: its errors name the file and the reason.
        auto s = loadScenarioFile(path->toStdString());
        if (!s)
            return s.error();
        QFile f(*path);
        if (!f.open(QIODevice::ReadOnly)) {
            Error e = makeError(ErrorCode::Io, {}, f.errorString().toStdString(), Expect::ReadableFile);
            e.file = path->toStdString();
            return e;
        }
        ls.text = f.readAll().toStdString();
        ls.fileName = path->toStdString();
        baseDir = s->baseDir;
    }
    for (const QString& set : sets) {
        auto next = applyOverride(ls.text, set.toStdString());
        if (!next) {
            Error e = next.error();
            e.file = "--set " + set.toStdString();
            return e;
        }
        ls.text = std::move(*next);
    }
    auto parsed = parseScenario(ls.text, sets.isEmpty() ? ls.fileName : ls.fileName + " with --set");
    if (!parsed)
        return parsed.error();
    ls.scenario = std::move(*parsed);
    ls.scenario.baseDir = baseDir;
    return ls;
}

Expected<ResolvedScenario> loadResolved(const std::optional<QString>& path, const QStringList& sets,
                                        const Catalog& catalog, std::string* fileName)
{
    auto ls = loadScenario(path, sets);
    if (!ls)
        return ls.error();
    if (fileName)
        *fileName = ls->fileName;
    auto rs = resolve(ls->scenario, catalog);
    if (!rs) {
        Error e = rs.error();
        e.file = ls->fileName;
        return e;
    }
    return *rs;
}

} // namespace headroom::cli
