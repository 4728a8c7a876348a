#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace headroom::app {

// Units (GiB/GB), currency symbol, the electricity price new scenarios
// start with, and the language (System, English, Deutsch, Español, 简体中文).
// Reads and writes the typed settings table.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Writes the choices to the settings (called on OK).
    void save() const;

private:
    QComboBox* m_units;
    QLineEdit* m_currency;
    QDoubleSpinBox* m_energy;
    QComboBox* m_language;
};

} // namespace headroom::app
