#pragma once

#include "chartrender.h"

#include <QDialog>
#include <QSize>
#include <QString>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace headroom::app {

// What to export: which chart, as PNG or SVG, its size in logical pixels,
// the scale (device pixels per logical pixel), where, whether a subtitle
// names the key settings, and the colours (a dark theme for dark slides).
struct ExportRequest {
    enum class Format { Png, Svg };
    ChartKind kind = ChartKind::Memory;
    Format format = Format::Png;
    QSize size{1200, 800};
    qreal scale = 2.0; // as headroom-cli chart: text stays sharp on slides and HiDPI screens
    QString path;
    bool subtitle = false; // a line of the key settings above the chart (chartSubtitle())
    ChartTheme theme = ChartTheme::Light;
};

// Asks for an ExportRequest. It only collects choices; the window renders
// and writes (chartrender's functions), so nothing here touches files.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const ExportRequest& initial, QWidget* parent = nullptr);

    ExportRequest request() const;

private:
    void updateSummary();
    void browse();
    qreal scale() const;
    void setScale(qreal scale);
    // A preset fills the size and scale; editing them picks the preset they
    // match, or Custom.
    void applyPreset();
    void matchPreset();

    QComboBox* m_kind;
    QComboBox* m_format;
    QComboBox* m_preset;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QComboBox* m_scale;
    QSpinBox* m_dpi;
    QLabel* m_pixels;
    QLineEdit* m_path;
    QCheckBox* m_subtitle;
    QComboBox* m_theme;
    QPushButton* m_ok = nullptr;
    bool m_applyingPreset = false;
};

} // namespace headroom::app
