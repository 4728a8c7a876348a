#include "settings.h"

#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace headroom::app {

QVariant Settings::readValue(const char* key)
{
    return QSettings().value(QLatin1String(key));
}

void Settings::writeValue(const char* key, const QVariant& value)
{
    QSettings().setValue(QLatin1String(key), value);
}

Formatter::ByteUnits Settings::byteUnits()
{
    return get(settings::byteUnits) == QLatin1String("decimal") ? Formatter::ByteUnits::Decimal
                                                                : Formatter::ByteUnits::Binary;
}

Formatter Settings::formatter()
{
    QString currency = get(settings::currencySymbol).trimmed();
    if (currency.isEmpty())
        currency = settings::currencySymbol.defaultValue;
    return Formatter(QLocale(), byteUnits(), currency.left(8));
}

void Settings::addRecentFile(const QString& path)
{
    const QString canonical = QFileInfo(path).absoluteFilePath();
    QStringList files = get(settings::recentFiles);
    files.removeAll(canonical);
    files.prepend(canonical);
    while (files.size() > kMaxRecent)
        files.removeLast();
    set(settings::recentFiles, files);
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = get(settings::recentFiles);
    files.removeAll(path);
    set(settings::recentFiles, files);
}

} // namespace headroom::app
