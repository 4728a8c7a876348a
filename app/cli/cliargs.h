#pragma once

#include <QString>
#include <QStringList>

#include <cmath>
#include <cstdint>
#include <optional>

namespace headroom::cli {

// Command-line options shared by every headroom-cli command: "--name VALUE"
// and "--name=VALUE"; anything left that starts with "--" is unknown. The
// first problem is kept in error() for a one-line message.
class Args {
public:
    explicit Args(QStringList list) : m_list(std::move(list)) {}

    QStringList takeAll(const QString& name)
    {
        QStringList values;
        for (int i = 0; i < m_list.size();) {
            const QString& a = m_list[i];
            if (a == name) {
                if (i + 1 >= m_list.size()) {
                    m_error = QStringLiteral("%1 needs a value").arg(name);
                    m_list.removeAt(i);
                    continue;
                }
                values << m_list[i + 1];
                m_list.remove(i, 2);
            } else if (a.startsWith(name + QLatin1Char('='))) {
                values << a.mid(name.size() + 1);
                m_list.removeAt(i);
            } else {
                ++i;
            }
        }
        return values;
    }
    std::optional<QString> take(const QString& name)
    {
        const QStringList v = takeAll(name);
        if (v.size() > 1)
            m_error = QStringLiteral("%1 given more than once").arg(name);
        if (v.isEmpty())
            return std::nullopt;
        return v.last();
    }
    bool flag(const QString& name)
    {
        const bool present = m_list.contains(name);
        m_list.removeAll(name);
        return present;
    }
    QStringList positional() const
    {
        QStringList p;
        for (const QString& a : m_list)
            if (!a.startsWith(QLatin1String("--")))
                p << a;
        return p;
    }
    QString leftover() const
    {
        for (const QString& a : m_list)
            if (a.startsWith(QLatin1String("--")))
                return a;
        return {};
    }
    const QString& error() const { return m_error; }
    // What is left that `command` does not take: an unknown option, or an
    // argument (a scenario file given without --scenario); empty when nothing.
    QString stray(const QString& command) const
    {
        if (const QString option = leftover(); !option.isEmpty())
            return QStringLiteral("%1: unknown option %2").arg(command, option);
        if (const QStringList p = positional(); !p.isEmpty())
            return QStringLiteral("%1: unexpected argument %2 (a scenario file is given with --scenario FILE)")
                .arg(command, p.first());
        return {};
    }

    // Typed values: an error message names the flag and what it expected.
    std::optional<std::int64_t> integer(const QString& name, std::int64_t min, std::int64_t max)
    {
        const auto v = take(name);
        if (!v)
            return std::nullopt;
        bool ok = false;
        const qlonglong n = v->trimmed().toLongLong(&ok);
        if (!ok || n < min || n > max) {
            m_error =
                QStringLiteral("%1: expected an integer from %2 to %3, got %4").arg(name).arg(min).arg(max).arg(*v);
            return std::nullopt;
        }
        return std::int64_t(n);
    }
    std::optional<double> real(const QString& name, double min, double max, bool minExclusive, const char* expected)
    {
        const auto v = take(name);
        if (!v)
            return std::nullopt;
        bool ok = false;
        const double d = v->trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(d) || d < min || d > max || (minExclusive && d == min)) {
            m_error = QStringLiteral("%1: expected %2, got %3").arg(name, QLatin1String(expected), *v);
            return std::nullopt;
        }
        return d;
    }
    void setError(const QString& e)
    {
        if (m_error.isEmpty())
            m_error = e;
    }

private:
    QStringList m_list;
    QString m_error;
};

} // namespace headroom::cli
