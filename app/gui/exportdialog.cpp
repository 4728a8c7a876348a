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
#include <QSpinBox>

namespace headroom::app {

namespace {
constexpr int kDpiChoice = -1;
constexpr double kLogicalDpi = 96.0; // CSS pixel: a scale of 1 is 96 DPI
} // namespace

ExportDialog::ExportDialog(const ExportRequest& initial, QWidget* parent)
    : QDialog(parent), m_kind(new QComboBox(this)), m_format(new QComboBox(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QComboBox(this)),
      m_dpi(new QSpinBox(this)), m_pixels(new QLabel(this)), m_path(new QLineEdit(this)),
      m_subtitle(new QCheckBox(tr("Subtitle with the key settings"), this))
{
    setWindowTitle(tr("Export chart"));
    auto* form = new QFormLayout(this);
    for (ChartKind k :
         {ChartKind::Memory, ChartKind::Roofline, ChartKind::Breakeven, ChartKind::Step, ChartKind::Scaling,
          ChartKind::Serving, ChartKind::All})
        m_kind->addItem(ChartText::kindName(k), int(k));
    m_kind->setCurrentIndex(m_kind->findData(int(initial.kind)));
    form->addRow(tr("Chart"), m_kind);

    m_format->addItem(tr("PNG image"), int(ExportRequest::Format::Png));
    m_format->addItem(tr("SVG drawing"), int(ExportRequest::Format::Svg));
    m_format->setCurrentIndex(m_format->findData(int(initial.format)));
    form->addRow(tr("Format"), m_format);

    auto* size = new QHBoxLayout;
    for (QSpinBox* s : {m_width, m_height}) {
        s->setRange(kMinExportSide, kMaxExportSide);
        s->setSuffix(tr(" px"));
        s->setKeyboardTracking(false);
    }
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
    const int preset = m_scale->findData(initial.scale);
    if (preset >= 0) {
        m_scale->setCurrentIndex(preset);
    } else {
        m_scale->setCurrentIndex(m_scale->findData(kDpiChoice));
        m_dpi->setValue(int(initial.scale * kLogicalDpi + 0.5));
    }
    scale->addWidget(m_scale);
    scale->addWidget(m_dpi);
    form->addRow(tr("Scale"), scale);
    form->addRow(tr("Pixels"), m_pixels);
    m_subtitle->setObjectName(QStringLiteral("subtitle"));
    m_subtitle->setToolTip(
        tr("A line above the chart: the model, the GPUs, the mode and precision, "
           "the parallel layout, the batch and the sequence"));
    m_subtitle->setChecked(initial.subtitle);
    form->addRow(QString(), m_subtitle);

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
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateSummary);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        // Keep the file name's suffix in step with the format.
        const QString path = m_path->text();
        if (path.isEmpty())
            return;
        const QFileInfo info(path);
        const QString suffix = request().format == ExportRequest::Format::Svg
                                   ? QStringLiteral("svg")
                                   : QStringLiteral("png");
        m_path->setText(info.path() + QLatin1Char('/') + info.completeBaseName() +
                        QLatin1Char('.') + suffix);
        updateSummary();
    });
    updateSummary();
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
    m_pixels->setText(
        svg ? tr("vector drawing, %1 × %2 units").arg(m_width->value()).arg(m_height->value())
            : tr("%1 × %2 pixels").arg(px.width()).arg(px.height()) +
                  (tooBig ? tr(" (too large to export)") : QString()));
    if (m_ok)
        m_ok->setEnabled(!m_path->text().trimmed().isEmpty() && (svg || !tooBig));
}

void ExportDialog::browse()
{
    const bool svg = request().format == ExportRequest::Format::Svg;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), m_path->text(),
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
    return r;
}

} // namespace headroom::app
