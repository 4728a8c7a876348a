#include "appcatalog.h"

#include "report.h"

#include "headroom/inputs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace headroom::app {

namespace {

Expected<Catalog> parseResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(ErrorCode::Io, {}, file.errorString().toStdString(), Expect::ReadableFile);
        e.file = path.toStdString();
        return e;
    }
    const QByteArray data = file.readAll();
    return parseCatalog(std::string_view(data.constData(), std::size_t(data.size())), path.toStdString());
}

} // namespace

Expected<Catalog> builtinCatalog()
{
    Catalog all;
    for (const char* name : {":/catalog/gpus.json", ":/catalog/models.json", ":/catalog/clouds.json"}) {
        auto c = parseResource(QString::fromLatin1(name));
        if (!c)
            return c.error();
        all = mergeCatalogs(std::move(all), *c);
    }
    return all;
}

QString userCatalogPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("catalog.json"));
}

Expected<LoadedCatalog> loadCatalog(const QString& extraFile)
{
    auto builtin = builtinCatalog();
    if (!builtin)
        return builtin.error();
    LoadedCatalog out;
    out.catalog = std::move(*builtin);
    out.userFile = userCatalogPath();
    if (!out.userFile.isEmpty() && QFileInfo::exists(out.userFile)) {
        auto user = loadCatalogFile(out.userFile.toStdString());
        if (user)
            out.catalog = mergeCatalogs(std::move(out.catalog), *user);
        else
            out.userError = Report::errorMessage(user.error());
    }
    if (!extraFile.isEmpty()) {
        auto extra = loadCatalogFile(extraFile.toStdString());
        if (!extra)
            return extra.error();
        out.catalog = mergeCatalogs(std::move(out.catalog), *extra);
    }
    return out;
}

std::optional<Error> saveUserGpus(const std::vector<Gpu>& gpus, const QString& file)
{
    auto ioError = [&](const QString& why) {
        Error e = makeError(ErrorCode::Io, {}, why.toStdString(), Expect::ReadableFile);
        e.file = file.toStdString();
        return e;
    };
    if (file.isEmpty())
        return ioError(QStringLiteral("no application data folder"));
    std::string text;
    if (QFileInfo::exists(file)) {
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly))
            return ioError(in.errorString());
        text = in.readAll().toStdString();
    }
    for (const Gpu& g : gpus) {
        auto next = upsertCatalogGpu(text, g, file.toStdString());
        if (!next)
            return next.error();
        text = std::move(*next);
    }
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return ioError(QStringLiteral("cannot make the folder ") + QFileInfo(file).absolutePath());
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
        !out.commit())
        return ioError(out.errorString());
    return std::nullopt;
}

} // namespace headroom::app
