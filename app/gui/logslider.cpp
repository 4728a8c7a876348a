#include "logslider.h"

#include "language.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cmath>

namespace headroom::app {

namespace {

constexpr int kSteps = 1000;

struct Suffix {
    const char* text;
    double factor;
};
// Same letters as Formatter::count.
constexpr Suffix kSuffixes[] = {{"K", 1e3}, {"M", 1e6}, {"B", 1e9}, {"T", 1e12}};

// Three significant digits: a log slider lands on 6.74 B, not 6,738,415,616.2.
double roundSignificant(double v, int digits)
{
    if (v == 0 || !std::isfinite(v))
        return v;
    const double mag = std::pow(10.0, std::floor(std::log10(std::fabs(v))) - (digits - 1));
    return std::round(v / mag) * mag;
}

// The common values a log slider's drag stops at: 1, 1.2, 1.5, 2, 2.5, 3, 4,
// 5, 6, 7, 8 times a power of ten (7 B, 1.5 T, $2.50, 400 GB/s).
double snapToCommon(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return v;
    static constexpr double kMantissas[] = {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10};
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    double best = v;
    double distance = INFINITY;
    for (double m : kMantissas) {
        const double d = std::fabs(std::log(v / (m * decade)));
        if (d < distance) {
            distance = d;
            best = m * decade;
        }
    }
    return best;
}

// Fine steps between powers of two: quarters of the octave (4096, 5120,
// 6144, 7168, 8192).
double quarterOctave(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return v;
    const double base = std::exp2(std::floor(std::log2(v)));
    return base * std::round(v / base * 4) / 4;
}

// How much slower the handle follows the pointer with Shift held.
constexpr double kFineRatio = 10;

} // namespace

NumberSpinBox::NumberSpinBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    setKeyboardTracking(false);
    setAccelerated(true);
    setAlignment(Qt::AlignRight);
}

QString NumberSpinBox::textFromValue(double v) const
{
    if (m_style == Style::Count && std::fabs(v) >= 1e4) {
        for (auto it = std::rbegin(kSuffixes); it != std::rend(kSuffixes); ++it)
            if (std::fabs(v) >= it->factor) {
                const double x = v / it->factor;
                const int decimals = x >= 100 ? 0 : x >= 10 ? 1 : 2;
                QString s = locale().toString(x, 'f', decimals);
                // Drop trailing zeros: "2 T", not "2.00 T".
                if (decimals > 0) {
                    const QChar point = locale().decimalPoint().front();
                    while (s.endsWith(QLatin1Char('0')))
                        s.chop(1);
                    if (s.endsWith(point))
                        s.chop(1);
                }
                return s + QLatin1Char(' ') + QLatin1String(it->text);
            }
    }
    return QDoubleSpinBox::textFromValue(v);
}

double NumberSpinBox::valueFromText(const QString& text) const
{
    QString t = text;
    if (!prefix().isEmpty() && t.startsWith(prefix()))
        t = t.mid(prefix().size());
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    t = t.trimmed();
    double factor = 1;
    for (const Suffix& s : kSuffixes)
        if (t.endsWith(QLatin1String(s.text), Qt::CaseInsensitive) && m_style == Style::Count) {
            factor = s.factor;
            t.chop(1);
            t = t.trimmed();
        }
    bool ok = false;
    double v = locale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    return ok ? v * factor : value();
}

QValidator::State NumberSpinBox::validate(QString& text, int& pos) const
{
    if (m_style != Style::Count)
        return QDoubleSpinBox::validate(text, pos);
    if (!specialValueText().isEmpty() && text == specialValueText())
        return QValidator::Acceptable;
    QString t = text;
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    t = t.trimmed();
    if (t.isEmpty())
        return QValidator::Intermediate;
    for (const Suffix& s : kSuffixes)
        if (t.endsWith(QLatin1String(s.text), Qt::CaseInsensitive)) {
            t.chop(1);
            t = t.trimmed();
            break;
        }
    bool ok = false;
    const double v = locale().toDouble(t, &ok);
    if (!ok && !QLocale::c().toDouble(t, &ok))
        return QValidator::Intermediate;
    Q_UNUSED(v)
    return QValidator::Acceptable;
}

void NumberSpinBox::stepBy(int steps)
{
    if (!m_multiplicative) {
        QDoubleSpinBox::stepBy(steps);
        return;
    }
    double v = value();
    for (int i = 0; i < std::abs(steps); ++i)
        v = steps > 0 ? (v <= 0 ? std::max(minimum(), 1.0) : v * 2) : v / 2;
    setValue(std::clamp(v, minimum(), maximum()));
}

LogSlider::LogSlider(Scale scale, double minimum, double maximum, QWidget* parent)
    : QWidget(parent), m_scale(scale), m_min(minimum), m_max(maximum), m_spinMin(minimum), m_spinMax(maximum),
      m_slider(new QSlider(Qt::Horizontal, this)), m_spin(new NumberSpinBox(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_slider, 3);
    layout->addWidget(m_spin, 2);
    m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("00,000,000")) + 24);

    if (scale == Scale::PowersOfTwo) {
        m_slider->setRange(0, int(std::lround(std::log2(maximum / minimum))));
        m_slider->setPageStep(1);
        m_integral = true;
        m_spin->setMultiplicativeSteps(true);
    } else {
        m_slider->setRange(0, kSteps);
        m_slider->setPageStep(kSteps / 20);
        m_spin->setMultiplicativeSteps(scale == Scale::Log);
    }
    m_spin->setDecimals(0);
    m_spin->setRange(minimum, maximum);
    m_value = minimum;

    connect(m_slider, &QSlider::valueChanged, this, &LogSlider::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &LogSlider::onSpinChanged);
    m_slider->installEventFilter(this);
    language::keep(this, m_slider, [this, scale] {
        m_slider->setToolTip(scale == Scale::Log ? tr("Drag: common values. Shift+drag or Shift+arrow: fine steps.")
                                                 : tr("Shift+drag or Shift+arrow: fine steps."));
    });
}

void LogSlider::setDisplay(int decimals, const QString& suffix, double factor, double step)
{
    const QSignalBlocker block(m_spin);
    m_factor = factor;
    // Decimals first: QDoubleSpinBox rounds its range to them.
    m_spin->setDecimals(decimals);
    m_spin->setSuffix(suffix);
    m_spin->setRange(m_spinMin * factor, m_spinMax * factor);
    m_spin->setSingleStep(step > 0 ? step : (decimals == 0 ? 1.0 : std::pow(10.0, 1 - decimals)));
    m_spin->setValue(m_value * factor);
    // Room for the prefix and suffix too, so the text is never clipped.
    m_spin->setMinimumWidth(std::max(m_spin->minimumWidth(), m_spin->sizeHint().width()));
}

void LogSlider::setCountStyle()
{
    m_spin->setStyle(NumberSpinBox::Style::Count);
    m_spin->setDecimals(0);
}

void LogSlider::setSpinRange(double minimum, double maximum)
{
    const QSignalBlocker block(m_spin);
    m_spinMin = minimum;
    m_spinMax = maximum;
    m_spin->setRange(minimum * m_factor, maximum * m_factor);
    m_spin->setValue(m_value * m_factor);
}

void LogSlider::setSpecialValueText(const QString& text)
{
    m_spin->setSpecialValueText(text);
}

int LogSlider::positionFor(double v) const
{
    v = std::clamp(v, m_min, m_max);
    switch (m_scale) {
    case Scale::Linear: return int(std::lround((v - m_min) / (m_max - m_min) * kSteps));
    case Scale::Log: return int(std::lround(std::log(v / m_min) / std::log(m_max / m_min) * kSteps));
    case Scale::PowersOfTwo: return int(std::lround(std::log2(v / m_min)));
    }
    return 0;
}

double LogSlider::valueAt(int position) const
{
    double v = m_min;
    switch (m_scale) {
    case Scale::Linear: v = m_min + (m_max - m_min) * position / kSteps; break;
    case Scale::Log: v = roundSignificant(m_min * std::pow(m_max / m_min, double(position) / kSteps), 3); break;
    case Scale::PowersOfTwo: return m_min * std::pow(2.0, position);
    }
    v = std::clamp(v, m_min, m_max);
    return m_integral ? std::round(v) : v;
}

void LogSlider::setValue(double v)
{
    m_value = v;
    display(v, true);
}

void LogSlider::display(double v, bool moveSlider)
{
    if (moveSlider) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(positionFor(v));
    }
    const QSignalBlocker block(m_spin);
    m_spin->setValue(v * m_factor);
}

void LogSlider::onSliderMoved(int position)
{
    double v = valueAt(position);
    if (m_scale == Scale::Log) // a drag stops at common values; Shift for the rest
        v = std::clamp(snapToCommon(v), m_min, m_max);
    if (m_integral)
        v = std::round(v);
    if (v == m_value)
        return;
    m_value = v;
    display(v, false);
    emit valueChanged(v);
}

void LogSlider::onSpinChanged(double shown)
{
    double v = shown / m_factor;
    if (m_integral)
        v = std::round(v);
    if (v == m_value)
        return;
    m_value = v;
    const QSignalBlocker block(m_slider);
    m_slider->setValue(positionFor(v));
    emit valueChanged(v);
}

double LogSlider::fractionFor(double v) const
{
    v = std::clamp(v, m_min, m_max);
    switch (m_scale) {
    case Scale::Linear: return (v - m_min) / (m_max - m_min);
    case Scale::Log:
    case Scale::PowersOfTwo: return std::log(v / m_min) / std::log(m_max / m_min);
    }
    return 0;
}

double LogSlider::fineValueAt(double fraction) const
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    double v = m_min;
    switch (m_scale) {
    case Scale::Linear: {
        v = m_min + (m_max - m_min) * fraction;
        // The spin box's own resolution: one step of its last decimal.
        const double step = std::pow(10.0, -m_spin->decimals()) / m_factor;
        v = std::round(v / step) * step;
        break;
    }
    case Scale::Log: v = roundSignificant(m_min * std::pow(m_max / m_min, fraction), 3); break;
    case Scale::PowersOfTwo: v = quarterOctave(m_min * std::pow(m_max / m_min, fraction)); break;
    }
    v = std::clamp(v, m_min, m_max);
    return m_integral ? std::round(v) : v;
}

void LogSlider::setFromFine(double v)
{
    if (v == m_value)
        return;
    m_value = v;
    display(v, true);
    emit valueChanged(v);
}

// Shift makes the handle follow the pointer ten times slower, between the
// positions the slider has (any value for a log scale, quarter octaves for
// powers of two); plain drags keep the slider's own behaviour.
bool LogSlider::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_slider || !m_slider->isEnabled())
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (!(e->buttons() & Qt::LeftButton) || !m_slider->isSliderDown())
            break;
        const bool fine = e->modifiers() & Qt::ShiftModifier;
        if (!m_ownDrag && !fine)
            break;
        const double x = e->position().x();
        // From the first Shift move to the release this filter drives the
        // handle (so releasing Shift does not jump it back under the pointer);
        // re-anchored whenever Shift changes.
        if (!m_ownDrag || fine != m_fine) {
            m_ownDrag = true;
            m_fine = fine;
            m_anchorX = x;
            m_anchorFraction = fractionFor(m_value);
        }
        QStyleOptionSlider option;
        option.initFrom(m_slider);
        option.orientation = m_slider->orientation();
        const QRect handle =
            m_slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, m_slider);
        const double groove = std::max(1, m_slider->width() - handle.width());
        const double moved = (x - m_anchorX) / groove / (fine ? kFineRatio : 1.0);
        double v = fineValueAt(m_anchorFraction + moved);
        if (!fine && m_scale != Scale::Linear)
            v = m_scale == Scale::Log ? std::clamp(snapToCommon(v), m_min, m_max) : valueAt(positionFor(v));
        setFromFine(v);
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_ownDrag = false;
        m_fine = false;
        break;
    case QEvent::KeyPress: {
        auto* e = static_cast<QKeyEvent*>(event);
        int direction = 0;
        if (e->key() == Qt::Key_Right || e->key() == Qt::Key_Up)
            direction = 1;
        else if (e->key() == Qt::Key_Left || e->key() == Qt::Key_Down)
            direction = -1;
        if (direction == 0)
            break;
        if (!(e->modifiers() & Qt::ShiftModifier)) {
            // Off the slider's grid (a fine value, a typed one): the next
            // grid value that way, not one past the handle's rounded place.
            if (valueAt(positionFor(m_value)) == m_value)
                break;
            for (int p = direction > 0 ? m_slider->minimum() : m_slider->maximum();
                 p >= m_slider->minimum() && p <= m_slider->maximum(); p += direction) {
                const double v = valueAt(p);
                if (direction > 0 ? v > m_value : v < m_value) {
                    setFromFine(v);
                    break;
                }
            }
            return true;
        }
        // The next value the fine grid holds in that direction.
        const double from = fractionFor(m_value);
        constexpr int kScan = 100000; // finer than any grid step
        for (int i = 1; i <= kScan; ++i) {
            const double v = fineValueAt(from + direction * double(i) / kScan);
            if (direction > 0 ? v > m_value : v < m_value) {
                setFromFine(v);
                break;
            }
        }
        return true;
    }
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace headroom::app
