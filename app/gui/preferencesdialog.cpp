#include "preferencesdialog.h"

#include "language.h"
#include "settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace headroom::app {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), m_units(new QComboBox(this)), m_currency(new QLineEdit(this)),
      m_energy(new QDoubleSpinBox(this)), m_language(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(this);

    m_units->addItem(tr("Binary: GiB, MiB (2³⁰ bytes)"), QStringLiteral("binary"));
    m_units->addItem(tr("Decimal: GB, MB (10⁹ bytes)"), QStringLiteral("decimal"));
    m_units->setCurrentIndex(m_units->findData(Settings::get(settings::byteUnits)));
    if (m_units->currentIndex() < 0)
        m_units->setCurrentIndex(0);
    form->addRow(tr("Memory units"), m_units);

    m_currency->setText(Settings::get(settings::currencySymbol));
    m_currency->setMaxLength(8);
    m_currency->setToolTip(tr("Shown with costs. Prices are entered and computed in US dollars."));
    form->addRow(tr("Currency symbol"), m_currency);

    m_energy->setRange(0, 5);
    m_energy->setDecimals(3);
    m_energy->setSingleStep(0.01);
    m_energy->setPrefix(QStringLiteral("$"));
    m_energy->setSuffix(tr(" per kWh"));
    m_energy->setValue(Settings::get(settings::energyPrice));
    form->addRow(tr("Electricity price for new scenarios"), m_energy);

    // Each language in its own name, so a user can find theirs in any UI language.
    m_language->addItem(tr("System default"), QString());
    for (const QString& code : language::available())
        m_language->addItem(language::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(Settings::get(settings::language))));
    m_language->setToolTip(tr("The language of menus, charts and messages, and the number "
                              "format. Applies at once."));
    form->addRow(tr("Language"), m_language);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void PreferencesDialog::save() const
{
    Settings::set(settings::byteUnits, m_units->currentData().toString());
    Settings::set(settings::currencySymbol, m_currency->text().trimmed());
    Settings::set(settings::energyPrice, m_energy->value());
    Settings::set(settings::language, m_language->currentData().toString());
}

} // namespace headroom::app
