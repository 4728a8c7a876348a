#include "layerstrip.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::app {

namespace {

constexpr int kStripHeight = 14;
constexpr int kFootHeight = 3;

// Colours by attention kind; the same hues as the charts' palette.
QColor kindColour(const Architecture& a, bool local)
{
    if (!local)
        return a.mla.enabled() ? QColor(0x8e, 0x6c, 0xc0) : QColor(0x4e, 0x79, 0xa7);
    switch (a.local) {
    case AttentionKind::SlidingWindow: return QColor(0x76, 0xb7, 0xb2);
    case AttentionKind::Chunked: return QColor(0x59, 0xa1, 0x4f);
    case AttentionKind::Linear: return QColor(0xf2, 0x8e, 0x2b);
    case AttentionKind::Full: break;
    }
    return QColor(0x4e, 0x79, 0xa7);
}

// Layer i (0-based) is global when the pattern's every-n-th layer is.
bool isLocal(const Architecture& a, std::int64_t i)
{
    if (a.local == AttentionKind::Full)
        return false;
    if (a.globalCount > 0) // a count without positions: spread evenly
        return (i + 1) * a.globalCount / a.layers == i * a.globalCount / a.layers;
    return a.globalEvery <= 0 || (i + 1) % a.globalEvery != 0;
}

} // namespace

LayerStrip::LayerStrip(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, kStripHeight + 4, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("layerSummary"));
    QFont small = m_summary->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_summary->setFont(small);
    layout->addWidget(m_summary);
}

void LayerStrip::setArchitecture(const Architecture& arch, bool transformer)
{
    const Architecture a = arch.normalized();
    if (transformer == m_transformer && a == m_arch)
        return;
    m_arch = a;
    m_transformer = transformer;
    setVisible(transformer);
    describe();
    update();
}

void LayerStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        describe();
}

void LayerStrip::describe()
{
    if (!m_transformer) {
        m_summary->clear();
        return;
    }
    const Architecture& a = m_arch;
    QStringList parts;
    QString attention = a.mla.enabled()       ? tr("MLA (latent %1)").arg(a.mla.kvLoraRank)
                        : a.kvHeads < a.heads ? tr("grouped-query (%1 KV heads)").arg(a.kvHeads)
                                              : tr("multi-head");
    if (a.local != AttentionKind::Full) {
        const std::int64_t local = a.localLayers(), global = a.globalLayers();
        QString kind = a.local == AttentionKind::SlidingWindow
                           ? tr("%1 sliding-window (%2 tokens)").arg(local).arg(a.window)
                       : a.local == AttentionKind::Chunked ? tr("%1 chunked (%2 tokens)").arg(local).arg(a.window)
                                                           : tr("%1 linear").arg(local);
        attention = tr("%1 full %2 + %3").arg(global).arg(attention, kind);
    }
    parts << attention;
    if (a.experts > 1) {
        QString moe = tr("%1 MoE layers, %2 experts, top-%3").arg(a.moeLayers()).arg(a.experts).arg(a.expertsPerToken);
        if (a.sharedFfn > 0)
            moe += tr(", shared experts");
        if (a.denseLayers > 0)
            moe = tr("%1 dense + %2").arg(a.denseLayers).arg(moe);
        parts << moe;
    }
    if (a.mtpLayers > 0)
        parts << tr("%1 MTP module(s), counted apart").arg(a.mtpLayers);
    m_summary->setText(tr("%1 layers: %2").arg(a.layers).arg(parts.join(QStringLiteral(" · "))));
}

QString LayerStrip::summaryText() const
{
    return m_summary->text();
}

QSize LayerStrip::sizeHint() const
{
    const QSize text = m_summary->sizeHint();
    return {std::max(160, text.width()), kStripHeight + 4 + text.height()};
}

QSize LayerStrip::minimumSizeHint() const
{
    return {80, kStripHeight + 4 + m_summary->minimumSizeHint().height()};
}

void LayerStrip::paintEvent(QPaintEvent*)
{
    if (!m_transformer || m_arch.layers <= 0)
        return;
    QPainter p(this);
    const std::int64_t n = m_arch.layers;
    const double w = double(width()) / double(n);
    const bool gaps = w >= 3.0;
    for (std::int64_t i = 0; i < n; ++i) {
        const double x = double(i) * w;
        const QRectF cell(x, 0, gaps ? w - 1.0 : w, kStripHeight);
        p.fillRect(cell, kindColour(m_arch, isLocal(m_arch, i)));
        const bool moe = m_arch.experts > 1 && i >= m_arch.denseLayers;
        if (moe)
            p.fillRect(QRectF(cell.left(), kStripHeight - kFootHeight, cell.width(), kFootHeight),
                       QColor(0x33, 0x33, 0x33));
    }
}

} // namespace headroom::app
