#include "formatter.h"

#include <algorithm>
#include <cmath>

namespace headroom::app {

Formatter::Formatter(QLocale locale, ByteUnits units, QString currencySymbol)
    : m_locale(std::move(locale)), m_units(units), m_currency(std::move(currencySymbol))
{
}

QString Formatter::number(double v, int significant) const
{
    if (!std::isfinite(v))
        return v > 0 ? tr("never") : QStringLiteral("—");
    const double a = std::fabs(v);
    int decimals = 0;
    if (a > 0 && a < 1e15) {
        const int magnitude = int(std::floor(std::log10(a)));
        decimals = std::clamp(significant - 1 - magnitude, 0, 6);
    }
    return m_locale.toString(v, 'f', decimals);
}

QString Formatter::scaled(double v, double base, const char* const* units, int unitCount, int significant) const
{
    if (!std::isfinite(v))
        return number(v);
    int i = 0;
    double x = v;
    while (std::fabs(x) >= base * 0.9995 && i < unitCount - 1) {
        x /= base;
        ++i;
    }
    return number(x, significant) + QChar(0x00A0) + QString::fromLatin1(units[i]);
}

QString Formatter::bytes(double v) const
{
    static const char* const binary[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    static const char* const decimal[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    return m_units == ByteUnits::Binary ? scaled(v, 1024.0, binary, 7, 3) : scaled(v, 1000.0, decimal, 7, 3);
}

QString Formatter::byteRate(double v) const
{
    static const char* const decimal[] = {"B/s", "kB/s", "MB/s", "GB/s", "TB/s", "PB/s", "EB/s"};
    return scaled(v, 1000.0, decimal, 7, 3);
}

QString Formatter::count(double v) const
{
    if (!std::isfinite(v))
        return number(v);
    const double a = std::fabs(v);
    if (a < 1e4)
        return number(v, 4);
    if (a < 1e6)
        return number(v / 1e3, 3) + tr("\u00A0K", "thousand");
    if (a < 1e9)
        return number(v / 1e6, 3) + tr("\u00A0M", "million");
    if (a < 1e12)
        return number(v / 1e9, 3) + tr("\u00A0"
                                       "B",
                                       "billion");
    if (a < 1e15)
        return number(v / 1e12, 3) + tr("\u00A0T", "trillion");
    return m_locale.toString(v, 'e', 2);
}

QString Formatter::integer(double v) const
{
    if (!std::isfinite(v))
        return number(v);
    if (std::fabs(v) >= 1e18)
        return m_locale.toString(v, 'e', 3);
    return m_locale.toString(qlonglong(std::llround(v)));
}

QString Formatter::flops(double v) const
{
    static const char* const units[] = {"FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP", "PFLOP", "EFLOP", "ZFLOP", "YFLOP"};
    return scaled(v, 1000.0, units, 9, 3);
}

QString Formatter::flopsRate(double v) const
{
    static const char* const units[] = {"FLOP/s", "kFLOP/s", "MFLOP/s", "GFLOP/s", "TFLOP/s", "PFLOP/s", "EFLOP/s"};
    return scaled(v, 1000.0, units, 7, 3);
}

QString Formatter::duration(double s, int significant) const
{
    if (!std::isfinite(s))
        return number(s);
    const double a = std::fabs(s);
    const int n = significant;
    if (a < 1e-3)
        return tr("%1 µs").arg(number(s * 1e6, n));
    if (a < 1)
        return tr("%1 ms").arg(number(s * 1e3, n));
    if (a < 120)
        return tr("%1 s").arg(number(s, n));
    if (a < 3597) // from 59.95 min (shown "60.0") in hours: "1.97 h", not "118 min"
        return tr("%1 min").arg(number(s / 60, n));
    if (a < 2 * 86400)
        return tr("%1 h").arg(number(s / 3600, n));
    if (a < 365.25 * 86400)
        return tr("%1 days").arg(number(s / 86400, n));
    return tr("%1 years").arg(number(s / (365.25 * 86400), n));
}

QString Formatter::hours(double v) const
{
    return tr("%1 GPU-h").arg(std::fabs(v) >= 100 ? integer(v) : number(v));
}

QString Formatter::money(double usd, int significant) const
{
    if (!std::isfinite(usd))
        return number(usd);
    const double a = std::fabs(usd);
    const int n = significant;
    // Below a unit, significant digits: one request's cost is $0.0211, not $0.02.
    if (a > 0 && a < 1)
        return m_currency + number(usd, std::max(n, 3));
    if (a < 1e4)
        return m_currency + (n < 3 ? number(usd, n) : m_locale.toString(usd, 'f', a < 100 ? 2 : 0));
    if (a < 1e6)
        return m_currency + number(usd / 1e3, n) + tr("\u00A0K", "thousand");
    if (a < 1e9)
        return m_currency + number(usd / 1e6, n) + tr("\u00A0M", "million");
    return m_currency + number(usd / 1e9, n) +
           tr("\u00A0"
              "B",
              "billion");
}

QString Formatter::moneyRate(double usdPerHour) const
{
    if (!std::isfinite(usdPerHour))
        return number(usdPerHour);
    return tr("%1/h").arg(m_currency + m_locale.toString(usdPerHour, 'f', 2));
}

QString Formatter::percent(double fraction) const
{
    if (!std::isfinite(fraction))
        return number(fraction);
    return m_locale.toString(fraction * 100.0, 'f', fraction < 0.1 ? 1 : 0) + QStringLiteral("\u00A0%");
}

} // namespace headroom::app
