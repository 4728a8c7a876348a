#pragma once

#include <QDoubleSpinBox>
#include <QWidget>

class QSlider;

namespace headroom::app {

// A spin box that shows large counts compactly ("6.74 B", "2 T") and steps
// by doubling on logarithmic scales. It reads what it writes, and plain numbers.
class NumberSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    enum class Style { Plain, Count };
    explicit NumberSpinBox(QWidget* parent = nullptr);

    void setStyle(Style style) { m_style = style; }
    void setMultiplicativeSteps(bool on) { m_multiplicative = on; }

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
    void stepBy(int steps) override;

private:
    Style m_style = Style::Plain;
    bool m_multiplicative = false;
};

// A slider paired with a spin box. The slider moves on a linear,
// logarithmic or powers-of-two scale across [minimum, maximum]; the spin box
// accepts any value in its own (possibly wider) range. setValue() never
// emits; a user's change emits valueChanged once.
class LogSlider : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Log, PowersOfTwo };

    LogSlider(Scale scale, double minimum, double maximum, QWidget* parent = nullptr);

    // Display: the spin box shows value × factor with `decimals` and `suffix`
    // (e.g. a fraction as a percentage: factor 100, suffix " %"); the arrows
    // step by `step` in shown units (0: one unit of the last decimal but one).
    void setDisplay(int decimals, const QString& suffix = {}, double factor = 1.0, double step = 0);
    void setCountStyle(); // "6.74 B"
    void setSpinRange(double minimum, double maximum);
    void setIntegral(bool integral) { m_integral = integral; }
    void setSpecialValueText(const QString& text);

    double value() const { return m_value; }
    // What the spin box shows per unit of value (100 for a percentage).
    double displayFactor() const { return m_factor; }
    void setValue(double value);

    QSlider* slider() const { return m_slider; }
    NumberSpinBox* spinBox() const { return m_spin; }

    // Slider position for a value and back (public for tests).
    int positionFor(double value) const;
    double valueAt(int position) const;
    // Fine control (Shift): the value at a fraction of the scale, on the fine
    // grid (3 significant digits on a log scale, quarter octaves on powers of
    // two, the shown decimals on a linear one), and back.
    double fineValueAt(double fraction) const;
    double fractionFor(double value) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void valueChanged(double value);

private:
    void onSliderMoved(int position);
    void onSpinChanged(double shown);
    void display(double value, bool moveSlider);
    void setFromFine(double value);

    Scale m_scale;
    double m_min;
    double m_max;
    double m_spinMin; // the spin box's range, in value units
    double m_spinMax;
    double m_factor = 1.0;
    double m_value = 0;
    bool m_integral = false;
    bool m_ownDrag = false; // a drag that went fine: this class moves the handle
    bool m_fine = false;
    double m_anchorX = 0;
    double m_anchorFraction = 0;
    QSlider* m_slider;
    NumberSpinBox* m_spin;
};

} // namespace headroom::app
