#include "summarystrip.h"

#include "flowlayout.h"
#include "language.h"
#include "layoutfence.h"
#include "widgetstyle.h"

#include "report.h"

#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace headroom::app {

namespace {

constexpr auto kFitsStyle = "QLabel { background: #E8F5E9; color: #1B5E20; border: 1px solid "
                            "#A5D6A7; border-radius: 4px; padding: 4px 8px; }";
constexpr auto kNoFitStyle = "QLabel { background: #FDECEA; color: #B71C1C; border: 1px solid "
                             "#EF9A9A; border-radius: 4px; padding: 4px 8px; }";
constexpr auto kErrorStyle = "QLabel { background: #FFF3E0; color: #B71C1C; border: 1px solid "
                             "#FFCC80; border-radius: 4px; padding: 4px 8px; }";

// One line that never widens the window: the text is elided to the width
// and given in full as the tooltip. Its height is constant, so warnings that
// come and go while a slider moves never make the charts below jump.
class NoteLabel : public QLabel {
public:
    explicit NoteLabel(QWidget* parent) : QLabel(parent)
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        setMinimumHeight(fontMetrics().height());
    }
    void setFullText(const QString& text)
    {
        m_full = text;
        setToolTip(text.size() > 80 ? text : QString());
        elide();
    }
    QString fullText() const { return m_full; }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, std::max(40, width()))); }
    QString m_full;
};

// The fixes' row: as wide as the strip gives it, never wider (its buttons do
// not widen the window), and laid out again, buttons or menu, as it resizes.
class FixRow : public QWidget {
public:
    FixRow(QWidget* parent, std::function<void()> resized) : QWidget(parent), m_resized(std::move(resized))
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        m_resized();
    }

private:
    std::function<void()> m_resized;
};

QString fitsText(const Estimate& e, const Formatter& f)
{
    if (e.fits)
        return SummaryStrip::tr("Fits\n%1 free per GPU").arg(f.bytes(e.headroom));
    // Inference: the memory is there, but the runtime's KV share holds fewer sequences.
    if (e.headroom >= 0)
        return SummaryStrip::tr("Does not fit\nthe KV cache holds %1 sequences").arg(f.integer(double(e.maxBatch)));
    return SummaryStrip::tr("Does not fit\nshort %1 per GPU").arg(f.bytes(-e.headroom));
}

// docs/model.md's break-even h* as the utilisation over the depreciation period at
// which owning costs what renting does (the crossing on the cost-per-hour
// chart); the cumulative chart's crossing in months is a different question.
QString breakEven(const Estimate& e, const Formatter& f)
{
    if (!std::isfinite(e.breakevenUtilization))
        return SummaryStrip::tr("never");
    return SummaryStrip::tr("%1 use").arg(f.percent(e.breakevenUtilization));
}

} // namespace

SummaryStrip::SummaryStrip(QWidget* parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 6, 8, 6);
    outer->setSpacing(4);
    // The verdict and the figures, one line where the pane has room for them
    // and wrapped onto more where it has not (a half-screen window, the longer
    // titles of some languages): the strip never holds the window wider.
    auto* row = new FlowLayout(8);
    outer->addLayout(row);
    m_fits = new QLabel(this);
    m_fits->setObjectName(QStringLiteral("fits"));
    QFont big = m_fits->font();
    big.setBold(true);
    m_fits->setFont(big);
    new SelectableOnHover(m_fits);
    // The pinned scenario's verdict beneath, small like the cells' pinned
    // values and wrapped to the verdict's width: a long line here ("Angeheftet:
    // Passt nicht, 38,4 GiB fehlen pro GPU") pushed the strip past the pane.
    m_fitsPinned = new QLabel(this);
    m_fitsPinned->setObjectName(QStringLiteral("fits_pinned"));
    QFont smallFont = m_fitsPinned->font();
    smallFont.setPointSizeF(smallFont.pointSizeF() * 0.9);
    m_fitsPinned->setFont(smallFont);
    m_fitsPinned->setStyleSheet(QStringLiteral("color: #707070;"));
    m_fitsPinned->setWordWrap(true);
    m_fitsPinned->hide();
    auto* verdict = new QWidget(this);
    auto* fitsBox = new QVBoxLayout(verdict);
    fitsBox->setContentsMargins(0, 0, 0, 0);
    fitsBox->setSpacing(2);
    // Fenced, as the cells' values are: the verdict's text changes at every
    // step, its size seldom (LayoutFence); while a slider moves it only grows.
    auto* fitsFence = new LayoutFence(m_fits, this);
    fitsFence->setGrowWhileDragging(true);
    fitsBox->addWidget(fitsFence);
    fitsBox->addWidget(m_fitsPinned);
    fitsBox->addStretch(1);
    row->addWidget(verdict);

    addCell(QStringLiteral("time"), QT_TR_NOOP("Training time"), true, false);
    addCell(QStringLiteral("gpu_hours"), QT_TR_NOOP("GPU-hours"), true, false);
    addCell(QStringLiteral("throughput"), QT_TR_NOOP("Throughput"), true, false,
            QT_TR_NOOP("Training tokens per second, all GPUs"));
    addCell(QStringLiteral("mfu"), QT_TR_NOOP("MFU"), true, false,
            QT_TR_NOOP("Model FLOPs utilisation: predicted from the step's parts, or the fixed value you set"));
    addCell(QStringLiteral("cloud"), QT_TR_NOOP("Cloud cost"), true, false);
    addCell(QStringLiteral("onprem"), QT_TR_NOOP("On-prem cost"), true, false,
            QT_TR_NOOP("Owning the GPUs for the run: depreciation, upkeep, power"));
    addCell(QStringLiteral("ttft"), QT_TR_NOOP("First token"), false, true,
            QT_TR_NOOP("Time to first token: the batch's prompts alone on a replica, no queue (the Serving tab shows "
                       "it under load)"));
    addCell(
        QStringLiteral("tpot"), QT_TR_NOOP("Per token"), false, true,
        QT_TR_NOOP(
            "Time per output token: the batch's decode step alone on a replica (the Serving tab shows it under load)"));
    addCell(QStringLiteral("tokens"), QT_TR_NOOP("Tokens/s"), false, true,
            QT_TR_NOOP("Output tokens per second, whole batch, all replicas"));
    addCell(QStringLiteral("cloud_mtok"), QT_TR_NOOP("Cloud / 1M tok"), false, true,
            QT_TR_NOOP("Cloud cost per million output tokens, served under load at the Serving tab's chosen point"));
    addCell(QStringLiteral("onprem_mtok"), QT_TR_NOOP("On-prem / 1M tok"), false, true,
            QT_TR_NOOP("On-prem cost per million output tokens, served under load at the Serving tab's chosen point"));
    addCell(QStringLiteral("bottleneck"), QT_TR_NOOP("Bottleneck"), false, true);
    addCell(QStringLiteral("best_weights"), QT_TR_NOOP("Best format"), false, true,
            QT_TR_NOOP("The most precise weight format that fits at this batch and context"));
    addCell(QStringLiteral("breakeven"), QT_TR_NOOP("Break-even"), true, true,
            QT_TR_NOOP("Months of use at the chosen utilisation after which buying is cheaper"));
    for (const Cell& c : m_cells)
        row->addWidget(c.box);

    // "To fit:" and every one-click fix the engine found, when it does not
    // fit: a button each while the row has room, the rest behind "N more".
    // One row, not wrapped: the strip keeps its height (issue 29 item 15).
    m_fixRow = new FixRow(this, [this] { placeFixes(); });
    auto* fixLayout = new QHBoxLayout(m_fixRow);
    fixLayout->setContentsMargins(0, 0, 0, 0);
    fixLayout->setSpacing(6);
    m_fixTitle = new QLabel(m_fixRow);
    language::keep(this, m_fixTitle,
                   [this] { m_fixTitle->setText(m_fixesForTime ? tr("To finish sooner:") : tr("To fit:")); });
    fixLayout->addWidget(m_fixTitle);
    fixButton(0);
    m_moreFixes = new QPushButton(m_fixRow);
    m_moreFixes->setObjectName(QStringLiteral("moreFixes"));
    m_moreMenu = new QMenu(m_moreFixes);
    m_moreFixes->setMenu(m_moreMenu);
    language::keep(this, m_moreFixes, [this] {
        m_moreFixes->setText(tr("%1 more").arg(m_fixTexts.size() - qsizetype(m_buttonsShown)));
        m_moreFixes->setToolTip(tr("The other changes the engine found: the row has no room for their buttons"));
    });
    m_moreFixes->hide();
    fixLayout->addWidget(m_moreFixes);
    fixLayout->addStretch(1);
    // The row keeps its height while it has no fixes: "To fit" coming and
    // going as a slider moves must not move the tabs below (issue 29 item 15).
    QSizePolicy keep = m_fixRow->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_fixRow->setSizePolicy(keep);
    reserveFixRow();
    m_fixRow->hide();
    // Its buttons' texts change at most steps ("time −0.7 %"), the row's
    // height seldom: fenced, so a step does not lay the strip, the splitter
    // and the window out again (LayoutFence). Its width is the strip's.
    auto* fixFence = new LayoutFence(m_fixRow, this);
    fixFence->setWidthGiven(true);
    outer->addWidget(fixFence);

    m_notes = new NoteLabel(this);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    // Fenced: its text changes at most steps, its one line's height never;
    // unfenced, each new text laid the strip out, and a layout once
    // activated asks its parent's again (QLayout::activate), up to the
    // splitter, whose recalculation measured the whole window (0.8 ms a
    // sequence-length step, the harness's event census).
    auto* notesFence = new LayoutFence(m_notes, this);
    notesFence->setWidthGiven(true);
    outer->addWidget(notesFence);
}

void SummaryStrip::addCell(const QString& key, const char* title, bool training, bool inference, const char* tip)
{
    Cell c;
    c.key = key;
    c.training = training;
    c.inference = inference;
    c.box = new QWidget(this);
    auto* l = new QVBoxLayout(c.box);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(0);
    c.title = new QLabel(c.box);
    c.title->setStyleSheet(QStringLiteral("color: palette(mid);"));
    QFont small = c.title->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    c.title->setFont(small);
    // Long titles ("Tiempo de entrenamiento") wrap rather than widen the window past 1280 pixels.
    c.title->setWordWrap(true);
    c.value = new QLabel(c.box);
    c.value->setObjectName(key);
    QFont bold = c.value->font();
    bold.setBold(true);
    c.value->setFont(bold);
    new SelectableOnHover(c.value);
    // As tall as a title wrapped to two lines over its value, wrapped or
    // not: a value that widens and squeezes the row (a title wraps) or
    // narrows and frees it must not move the tabs below.
    c.box->setMinimumHeight(2 * QFontMetrics(small).lineSpacing() + QFontMetrics(bold).height());
    c.pinned = new QLabel(c.box);
    c.pinned->setFont(small);
    c.pinned->setStyleSheet(QStringLiteral("color: #707070;"));
    language::keep(this, c.pinned, [pinned = c.pinned] { pinned->setToolTip(tr("The pinned scenario's value")); });
    c.pinned->hide();
    l->addWidget(c.title);
    // The value's text changes at every step, its size seldom: fenced, so a
    // step does not lay the window out again (LayoutFence).
    auto* fence = new LayoutFence(c.value, c.box);
    fence->setGrowWhileDragging(true);
    l->addWidget(fence);
    l->addWidget(c.pinned);
    language::keep(this, c.box, [box = c.box, title = c.title, text = title, tip] {
        title->setText(tr(text));
        box->setToolTip(tip ? tr(tip) : QString());
    });
    c.box->hide(); // until a result says which mode's cells apply
    m_cells.push_back(c);
}

SummaryStrip::Cell* SummaryStrip::cell(const QString& key)
{
    for (Cell& c : m_cells)
        if (c.key == key)
            return &c;
    return nullptr;
}

const SummaryStrip::Cell* SummaryStrip::cell(const QString& key) const
{
    for (const Cell& c : m_cells)
        if (c.key == key)
            return &c;
    return nullptr;
}

void SummaryStrip::showResult(const Result& r, const Formatter& f)
{
    const Estimate& e = r.estimate;
    const bool inference = r.resolved.scenario.workload.mode == Mode::Inference;
    QString fits = fitsText(e, f);
    // The verdict names the stack it holds for: "Fits · HF".
    fits.insert(fits.indexOf(QLatin1Char('\n')), QStringLiteral(" · ") + Report::stackShortName(e.stack));
    m_fits->setText(fits);
    if (r.pinned) {
        m_fitsPinned->setText(
            tr("Pinned: %1").arg(fitsText(r.pinned->estimate, f).replace(QLatin1Char('\n'), QStringLiteral(", "))));
        m_fitsPinned->setMaximumWidth(std::max(m_fits->sizeHint().width(), 160));
    }
    m_fitsPinned->setVisible(r.pinned.has_value());
    setStyleSheetIfChanged(m_fits, QLatin1String(e.fits ? kFitsStyle : kNoFitStyle));
    // The stack whose memory this is, and its peak as a moment of the step.
    QString tip = tr("Per GPU: %1 used of %2").arg(f.bytes(e.perGpu.total()), Report::capacityText(f, r.resolved.gpu)) +
                  QLatin1Char('\n') + Report::softwareLine(r.resolved, e);
    if (const QString peak = Report::peakLine(f, e); !peak.isEmpty())
        tip += QLatin1Char('\n') + peak;
    m_fits->setToolTip(tip);

    auto values = [&](const Estimate& x) {
        return std::vector<std::pair<QString, QString>>{
            {QStringLiteral("time"), f.duration(x.seconds)},
            {QStringLiteral("gpu_hours"), f.hours(x.gpuHours)},
            {QStringLiteral("throughput"),
             x.framedInSamples ? tr("%1 samples/s").arg(f.count(x.seconds > 0 ? x.samples / x.seconds : 0))
                               : tr("%1 tok/s").arg(f.count(x.tokensPerSecond))},
            {QStringLiteral("mfu"), x.predictedTime ? tr("%1 predicted").arg(f.percent(x.step.mfu))
                                                    : tr("%1 fixed").arg(f.percent(x.step.mfu))},
            {QStringLiteral("cloud"), f.money(x.cloudUsd)},
            {QStringLiteral("onprem"), f.money(x.onpremUsd)},
            {QStringLiteral("ttft"), f.duration(x.timeToFirstToken)},
            {QStringLiteral("tpot"), f.duration(x.timePerOutputToken)},
            {QStringLiteral("tokens"), f.count(x.inferenceTokensPerSecond)},
            {QStringLiteral("cloud_mtok"), f.money(x.usdPerMillionTokensCloud)},
            {QStringLiteral("onprem_mtok"), f.money(x.usdPerMillionTokensOnprem)},
            {QStringLiteral("bottleneck"), Report::decodeBoundName(x)},
            {QStringLiteral("breakeven"), breakEven(x, f)},
        };
    };
    bool relayout = false;
    for (const auto& [key, text] : values(e)) {
        Cell* c = cell(key);
        c->value->setText(text);
        const bool show = inference ? c->inference : c->training;
        relayout = relayout || c->box->isHidden() == show;
        c->box->setVisible(show);
    }
    {
        Cell* best = cell(QStringLiteral("best_weights"));
        best->value->setText(
            r.bestWeights ? tr("%1 (%2 bits)")
                                .arg(QString::fromUtf8(toString(*r.bestWeights).data()), f.number(r.bestWeightsBits))
                          : tr("none fits"));
        relayout = relayout || best->box->isHidden() == inference;
        best->box->setVisible(inference);
    }
    if (relayout) // before the first show Qt does not notice hidden children by itself
        layout()->invalidate();
    for (Cell& c : m_cells)
        c.pinned->setVisible(r.pinned.has_value() && c.key != QLatin1String("best_weights"));
    if (r.pinned)
        for (const auto& [key, text] : values(r.pinned->estimate))
            cell(key)->pinned->setText(text); // beneath "Pinned:", at the verdict's left
    // The wall clock on a machine that fails, with the lost share as its own
    // part (docs/model.md §7d): Report's lines, where the time is read.
    cell(QStringLiteral("time"))
        ->value->setToolTip(inference ? QString()
                                      : Report::goodputLines(f, r.resolved.scenario, e).join(QLatin1Char('\n')));
    cell(QStringLiteral("breakeven"))
        ->value->setToolTip(
            std::isfinite(e.breakevenHours) && std::isfinite(e.breakevenUtilization)
                ? tr("Owning breaks even at %1 per GPU over the depreciation period (%2 "
                     "utilisation); at your utilisation that is %3 months of use")
                      .arg(f.hours(e.breakevenHours), f.percent(e.breakevenUtilization), f.number(e.breakevenMonths))
                : tr("Owning never breaks even: the cloud costs less per GPU-hour even at full "
                     "use"));

    // Fixes that make it fit, or for a run that fits, ones that finish it
    // sooner (the checkpoint interval, balanced stages).
    const std::vector<Fix>& fixes = e.fits ? r.timeFixes : r.fixes;
    m_fixesForTime = e.fits;
    m_fixTitle->setText(m_fixesForTime ? tr("To finish sooner:") : tr("To fit:"));
    m_fixScenarios.clear();
    m_fixTexts.clear();
    for (std::size_t i = 0; i < fixes.size(); ++i) {
        m_fixTexts << Report::fixText(fixes[i], f);
        m_fixScenarios.push_back(fixes[i].scenario);
        fixButton(i)->setText(m_fixTexts.back());
    }
    placeFixes();
    reserveFixRow();
    m_fixRow->setVisible(!fixes.empty());

    QStringList notes;
    // What limits a training step, with its share and the next (issue 29),
    // then what sets the pace when it is not the GPU: inputs or checkpoints (§7c).
    if (!inference) {
        if (const QString limit = Report::limitedBy(f, stepShares(e.step, e.pipeline)); !limit.isEmpty())
            notes << tr("Limited by %1.").arg(limit);
        if (const QString bound = Report::inputBound(f, e); !bound.isEmpty())
            notes << bound + QLatin1Char('.');
    }
    for (Warning w : e.warnings)
        if (w != Warning::DoesNotFit)
            notes << Report::warningMessage(w);
    // A price older than six months, a placeholder or Headroom's default (docs/catalog.md).
    if (const QString check = Report::priceWarning(f, r.resolved, Report::today()); !check.isEmpty())
        notes << check;
    setStyleSheetIfChanged(m_notes, QStringLiteral("color: #8a5a00;"));
    static_cast<NoteLabel*>(m_notes)->setFullText(notes.join(QLatin1Char(' ')));
}

void SummaryStrip::reserveFixRow()
{
    // A button's height in the current font and style, with or without fixes.
    int height = std::max(m_fixTitle->sizeHint().height(), m_moreFixes->sizeHint().height());
    for (QPushButton* b : m_fixButtons)
        height = std::max(height, b->sizeHint().height());
    m_fixRow->setMinimumHeight(height);
}

QPushButton* SummaryStrip::fixButton(std::size_t i)
{
    while (m_fixButtons.size() <= i) {
        const std::size_t at = m_fixButtons.size();
        auto* b = new QPushButton(m_fixRow);
        b->setObjectName(QStringLiteral("fix%1").arg(at));
        language::keep(this, b, [b] { b->setToolTip(tr("Apply this change: the engine estimated it and it fits")); });
        connect(b, &QPushButton::clicked, this, [this, at] {
            if (at < m_fixScenarios.size())
                emit fixChosen(m_fixScenarios[at]);
        });
        b->hide();
        // Before "N more" and the stretch: in the order of the fixes.
        static_cast<QHBoxLayout*>(m_fixRow->layout())->insertWidget(int(at) + 1, b);
        m_fixButtons.push_back(b);
    }
    return m_fixButtons[i];
}

void SummaryStrip::placeFixes()
{
    // As many whole buttons as the row holds, cheapest first, with room left
    // for "N more" when some do not fit; never a button squeezed or cut.
    const auto* layout = static_cast<const QHBoxLayout*>(m_fixRow->layout());
    const int spacing = layout->spacing();
    const std::size_t count = std::size_t(m_fixTexts.size());
    const int room = m_fixRow->width() - m_fixTitle->sizeHint().width();
    const auto widthOf = [&](std::size_t n) {
        int width = 0;
        for (std::size_t i = 0; i < n; ++i)
            width += spacing + m_fixButtons[i]->sizeHint().width();
        return width;
    };
    std::size_t shown = count;
    if (widthOf(count) > room) {
        m_moreFixes->setText(tr("%1 more").arg(count)); // as wide as it can be
        const int more = spacing + m_moreFixes->sizeHint().width();
        shown = 0;
        while (shown < count && widthOf(shown + 1) + more <= room)
            ++shown;
    }
    m_buttonsShown = shown;
    for (std::size_t i = 0; i < m_fixButtons.size(); ++i)
        m_fixButtons[i]->setVisible(i < shown);
    m_moreMenu->clear();
    for (std::size_t i = shown; i < count; ++i)
        connect(m_moreMenu->addAction(m_fixTexts[qsizetype(i)]), &QAction::triggered, this, [this, i] {
            if (i < m_fixScenarios.size())
                emit fixChosen(m_fixScenarios[i]);
        });
    m_moreFixes->setText(tr("%1 more").arg(count - shown));
    m_moreFixes->setVisible(shown < count);
}

QStringList SummaryStrip::fixTexts() const
{
    return m_fixTexts;
}

void SummaryStrip::showError(const Error& error)
{
    m_fixRow->hide();
    m_fixScenarios.clear();
    m_fixTexts.clear();
    placeFixes();
    m_fits->setText(tr("Cannot estimate\nsee the message in red"));
    setStyleSheetIfChanged(m_fits, QLatin1String(kErrorStyle));
    m_fitsPinned->hide();
    static_cast<NoteLabel*>(m_notes)->setFullText(Report::errorMessage(error));
    setStyleSheetIfChanged(m_notes, QStringLiteral("color: #B71C1C;"));
    for (Cell& c : m_cells) {
        c.value->setText(QStringLiteral("—"));
        c.pinned->hide();
    }
}

QString SummaryStrip::cellText(const QString& key) const
{
    if (key == QLatin1String("fits"))
        return m_fitsPinned->isHidden() ? m_fits->text() : m_fits->text() + QLatin1Char('\n') + m_fitsPinned->text();
    const Cell* c = cell(key);
    return c && !c->box->isHidden() ? c->value->text() : QString();
}

QString SummaryStrip::notesText() const
{
    return static_cast<const NoteLabel*>(m_notes)->fullText();
}

QString SummaryStrip::pinnedText(const QString& key) const
{
    const Cell* c = cell(key);
    return c && !c->pinned->isHidden() ? c->pinned->text() : QString();
}

} // namespace headroom::app
