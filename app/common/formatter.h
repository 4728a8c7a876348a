#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace headroom::app {

// The one place numbers and units become text: honours the locale and the
// GiB/GB preference, picks a unit that fits the magnitude (MiB→TiB,
// seconds→years), and never shows NaN or infinity.
class Formatter {
    Q_DECLARE_TR_FUNCTIONS(Formatter)
public:
    enum class ByteUnits { Binary, Decimal }; // GiB (2^30) or GB (10^9)

    Formatter() = default;
    Formatter(QLocale locale, ByteUnits units, QString currencySymbol);

    QString bytes(double v) const;
    // 3.35 TB/s: bandwidth in decimal units, as vendors and users quote it,
    // whatever the GiB/GB preference (3.05 TiB/s named no datasheet's figure).
    QString byteRate(double bytesPerSecond) const;
    QString count(double v) const;     // 6.74 B, 124 M (parameters, tokens)
    QString integer(double v) const;   // 6,738,415,616
    QString flops(double v) const;     // 1.2 ZFLOP
    QString flopsRate(double v) const; // 989 TFLOP/s
    // `significant` below 3 gives short axis labels: duration(3 * 86400, 1) is "3 days",
    // money(2e5, 1) "$200 K", money(0.05, 1) "$0.05". The defaults are the table's.
    QString duration(double seconds, int significant = 3) const; // 34.2 days
    QString hours(double v) const;                               // 184,320 GPU-h
    QString money(double usd, int significant = 3) const;        // $1.23 M
    QString moneyRate(double usdPerHour) const;
    QString percent(double fraction) const; // 40 %
    QString number(double v, int significant = 3) const;

    ByteUnits byteUnits() const { return m_units; }
    const QLocale& locale() const { return m_locale; }
    QString currencySymbol() const { return m_currency; }

private:
    QString scaled(double v, double base, const char* const* units, int unitCount, int significant) const;

    QLocale m_locale = QLocale::c();
    ByteUnits m_units = ByteUnits::Binary;
    QString m_currency = QStringLiteral("$");
};

} // namespace headroom::app
