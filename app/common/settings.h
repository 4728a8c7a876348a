#pragma once

#include "formatter.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace headroom::app {

// One preference: its QSettings key and its default. The type travels with
// the key, so a caller cannot read a number as a string by accident.
template <class T>
struct SettingKey {
    const char* name;
    T defaultValue;
};

// Every preference Headroom keeps, in one table.
namespace settings {
inline const SettingKey<QString> byteUnits{"units/bytes", QStringLiteral("binary")}; // "binary" or "decimal"
inline const SettingKey<QString> currencySymbol{"units/currency", QStringLiteral("$")};
inline const SettingKey<double> energyPrice{"cost/electricity_usd_per_kwh", 0.12}; // for new scenarios
inline const SettingKey<QString> language{"ui/language", QString()};               // empty: the system's
inline const SettingKey<QString> lastScenario{"files/last_scenario", QString()};
inline const SettingKey<QStringList> recentFiles{"files/recent", QStringList()};
inline const SettingKey<QByteArray> windowGeometry{"window/geometry", QByteArray()};
inline const SettingKey<QByteArray> windowState{"window/state", QByteArray()};
inline const SettingKey<QByteArray> splitterState{"window/splitter", QByteArray()};
inline const SettingKey<int> chartTab{"window/chart_tab", 0};
inline const SettingKey<QString> exportFolder{"files/export_folder", QString()};
// Announced GPUs (the catalog's "preliminary" entries) in the GPU lists.
inline const SettingKey<bool> showPreliminary{"catalog/show_preliminary", false};
// The last chart export's choices, offered again next time (and after a
// restart): pixel size and scale (which name a preset), format, theme, subtitle.
inline const SettingKey<int> exportWidth{"export/width", 1200};
inline const SettingKey<int> exportHeight{"export/height", 800};
inline const SettingKey<double> exportScale{"export/scale", 1.0};
inline const SettingKey<QString> exportFormat{"export/format", QStringLiteral("png")}; // "png" or "svg"
inline const SettingKey<QString> exportTheme{"export/theme", QStringLiteral("light")}; // "light" or "dark"
inline const SettingKey<bool> exportSubtitle{"export/subtitle", false};
// Practice progress kept between runs: the classic questions answered, and
// those answered right (each "id@answer", so a changed question counts anew).
inline const SettingKey<QStringList> practiceAnswered{"practice/answered", QStringList()};
inline const SettingKey<QStringList> practiceRight{"practice/right", QStringList()};
} // namespace settings

// Reads and writes the table above through QSettings (organisation and
// application names set by main()). A stored value of the wrong type reads
// as the default, so a hand-edited file cannot break the program.
class Settings {
public:
    template <class T>
    static T get(const SettingKey<T>& key)
    {
        QVariant v = readValue(key.name);
        if (!v.isValid() || !v.convert(QMetaType::fromType<T>()))
            return key.defaultValue;
        return v.value<T>();
    }
    template <class T>
    static void set(const SettingKey<T>& key, const T& value)
    {
        writeValue(key.name, QVariant::fromValue(value));
    }

    // The number formatter for the current preferences and the system locale.
    static Formatter formatter();
    static Formatter::ByteUnits byteUnits();

    // Most recent first, at most kMaxRecent, no duplicates.
    static constexpr int kMaxRecent = 8;
    static void addRecentFile(const QString& path);
    static void removeRecentFile(const QString& path);

private:
    static QVariant readValue(const char* key);
    static void writeValue(const char* key, const QVariant& value);
};

} // namespace headroom::app
