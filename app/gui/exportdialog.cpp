#include "exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace headroom::app {

namespace {
constexpr int kDpiChoice = -1;
constexpr double kLogicalDpi = 96.0; // CSS pixel: a scale of 1 is 96 DPI

QString presetName(const ExportPreset& p)
{
    const QString id = QLatin1String(p.id);
    if (id == QLatin1String("slide-16x9"))
        return ExportDialog::tr("16:9 slide");
    if (id == QLatin1String("slide-4x3"))
        return ExportDialog::tr("4:3 slide");
    if (id == QLatin1String("square"))
        return ExportDialog::tr("Square");
    return ExportDialog::tr("A4 page, portrait, 300 DPI");
}
} // namespace

ExportDialog::ExportDialog(const ExportRequest& initial, QWidget* parent)
    : QDialog(parent), m_kind(new QComboBox(this)), m_format(new QComboBox(this)), m_preset(new QComboBox(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QComboBox(this)),
      m_dpi(new QSpinBox(this)), m_pixels(new QLabel(this)), m_path(new QLineEdit(this)),
      m_subtitle(new QCheckBox(tr("Subtitle with the key settings"), this)), m_theme(new QComboBox(this))
{
    setWindowTitle(tr("Export chart"));
    auto* form = new QFormLayout(this);
    for (ChartKind k : {ChartKind::Memory, ChartKind::Timeline, ChartKind::Roofline, ChartKind::Breakeven,
                        ChartKind::Step, ChartKind::Schedule, ChartKind::Scaling, ChartKind::Serving, ChartKind::All})
        m_kind->addItem(ChartText::kindName(k), int(k));
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->setCurrentIndex(m_kind->findData(int(initial.kind)));
    form->addRow(tr("Chart"), m_kind);

    m_format->addItem(tr("PNG image"), int(ExportRequest::Format::Png));
    m_format->addItem(tr("SVG drawing"), int(ExportRequest::Format::Svg));
    m_format->setCurrentIndex(m_format->findData(int(initial.format)));
    form->addRow(tr("Format"), m_format);

    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->addItem(tr("Custom"), QString());
    for (const ExportPreset& p : kExportPresets) {
        const QSize px = exportPixelSize(p.size, p.scale);
        m_preset->addItem(tr("%1 (%2 × %3 pixels)").arg(presetName(p)).arg(px.width()).arg(px.height()),
                          QLatin1String(p.id));
    }
    form->addRow(tr("Preset"), m_preset);

    auto* size = new QHBoxLayout;
    for (QSpinBox* s : {m_width, m_height}) {
        s->setRange(kMinExportSide, kMaxExportSide);
        s->setSuffix(tr(" px"));
        s->setKeyboardTracking(false);
    }
    m_width->setObjectName(QStringLiteral("width"));
    m_height->setObjectName(QStringLiteral("height"));
    m_width->setValue(initial.size.width());
    m_height->setValue(initial.size.height());
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    size->addStretch(1);
    form->addRow(tr("Size"), size);

    auto* scale = new QHBoxLayout;
    m_scale->addItem(tr("1× (screen)"), 1.0);
    m_scale->addItem(tr("2× (HiDPI, slides)"), 2.0);
    m_scale->addItem(tr("3×"), 3.0);
    m_scale->addItem(tr("DPI…"), kDpiChoice);
    m_dpi->setRange(int(kMinExportScale * kLogicalDpi), int(kMaxExportScale * kLogicalDpi));
    m_dpi->setValue(300);
    m_dpi->setSuffix(tr(" DPI"));
    setScale(initial.scale);
    scale->addWidget(m_scale);
    scale->addWidget(m_dpi);
    form->addRow(tr("Scale"), scale);
    m_pixels->setObjectName(QStringLiteral("pixels"));
    form->addRow(tr("Pixels"), m_pixels);
    m_subtitle->setObjectName(QStringLiteral("subtitle"));
    m_subtitle->setToolTip(tr("A line above the chart: the model, the GPUs, the mode and precision, "
                              "the parallel layout, the batch and the sequence"));
    m_subtitle->setChecked(initial.subtitle);
    form->addRow(QString(), m_subtitle);
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("Light"), int(ChartTheme::Light));
    m_theme->addItem(tr("Dark (for dark slides)"), int(ChartTheme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(int(initial.theme)));
    form->addRow(tr("Theme"), m_theme);

    auto* where = new QHBoxLayout;
    m_path->setText(initial.path);
    m_path->setMinimumWidth(320);
    auto* browse = new QPushButton(tr("Browse…"), this);
    where->addWidget(m_path, 1);
    where->addWidget(browse);
    form->addRow(tr("File"), where);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ExportDialog::applyPreset);
    for (QSpinBox* s : {m_width, m_height, m_dpi})
        connect(s, &QSpinBox::valueChanged, this, &ExportDialog::matchPreset);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ExportDialog::matchPreset);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateSummary);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        // Keep the file name's suffix in step with the format.
        const QString path = m_path->text();
        if (path.isEmpty())
            return;
        const QFileInfo info(path);
        const QString suffix =
            request().format == ExportRequest::Format::Svg ? QStringLiteral("svg") : QStringLiteral("png");
        m_path->setText(info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + suffix);
        updateSummary();
        matchPreset(); // an SVG's size matches a preset whatever the scale
    });
    matchPreset();
    updateSummary();
}

void ExportDialog::setScale(qreal scale)
{
    const int choice = m_scale->findData(scale);
    if (choice >= 0) {
        m_scale->setCurrentIndex(choice);
    } else {
        m_scale->setCurrentIndex(m_scale->findData(kDpiChoice));
        m_dpi->setValue(int(scale * kLogicalDpi + 0.5));
    }
}

void ExportDialog::applyPreset()
{
    const QString id = m_preset->currentData().toString();
    for (const ExportPreset& p : kExportPresets) {
        if (id != QLatin1String(p.id))
            continue;
        m_applyingPreset = true; // halfway, the values match no preset
        m_width->setValue(p.size.width());
        m_height->setValue(p.size.height());
        setScale(p.scale);
        m_applyingPreset = false;
        updateSummary();
    }
}

void ExportDialog::matchPreset()
{
    if (m_applyingPreset)
        return;
    const bool svg = request().format == ExportRequest::Format::Svg;
    int match = 0; // Custom
    for (int i = 1; i < m_preset->count(); ++i) {
        const ExportPreset& p = kExportPresets[i - 1];
        if (QSize(m_width->value(), m_height->value()) == p.size && (svg || qFuzzyCompare(scale(), p.scale)))
            match = i;
    }
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(match);
}

qreal ExportDialog::scale() const
{
    const double choice = m_scale->currentData().toDouble();
    return choice == kDpiChoice ? m_dpi->value() / kLogicalDpi : choice;
}

void ExportDialog::updateSummary()
{
    const bool svg = request().format == ExportRequest::Format::Svg;
    m_scale->setEnabled(!svg);
    m_dpi->setEnabled(!svg && m_scale->currentData().toDouble() == kDpiChoice);
    const QSize px = exportPixelSize(QSize(m_width->value(), m_height->value()), scale());
    const bool tooBig = !exportSizeAllowed(QSize(m_width->value(), m_height->value()), scale());
    // Drawn as asked, but said: below this the chart shortens its texts.
    const QSize size(m_width->value(), m_height->value());
    const QSize legible = legibleMinimumSize(request().kind, size);
    const QString small = size.width() < legible.width() || size.height() < legible.height()
                              ? tr("; titles and legends shortened below %1 × %2")
                                    .arg(std::max(legible.width(), size.width()))
                                    .arg(std::max(legible.height(), size.height()))
                              : QString();
    m_pixels->setText((svg ? tr("vector drawing, %1 × %2 units").arg(m_width->value()).arg(m_height->value())
                           : tr("%1 × %2 pixels").arg(px.width()).arg(px.height()) +
                                 (tooBig ? tr(" (too large to export)") : QString())) +
                      small);
    if (m_ok)
        m_ok->setEnabled(!m_path->text().trimmed().isEmpty() && (svg || !tooBig));
}

void ExportDialog::browse()
{
    const bool svg = request().format == ExportRequest::Format::Svg;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), m_path->text(),
                                                      svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.kind = ChartKind(m_kind->currentData().toInt());
    r.format = ExportRequest::Format(m_format->currentData().toInt());
    r.size = QSize(m_width->value(), m_height->value());
    r.scale = r.format == ExportRequest::Format::Svg ? 1.0 : scale();
    r.path = m_path->text();
    r.subtitle = m_subtitle->isChecked();
    r.theme = ChartTheme(m_theme->currentData().toInt());
    return r;
}

} // namespace headroom::app
