#include "explainpanel.h"

#include "language.h"

#include "report.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace headroom::app {

ExplainPanel::ExplainPanel(QWidget* parent)
    : QWidget(parent), m_view(new QTextBrowser(this)), m_copy(new QPushButton(this))
{
    language::keep(this, m_copy, [this] { m_copy->setText(tr("Copy as Markdown")); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    auto* hint = new QLabel(this);
    language::keep(this, hint,
                   [hint] { hint->setText(tr("How each figure is worked out, with the numbers of this scenario.")); });
    hint->setWordWrap(true);
    bar->addWidget(hint, 1);
    bar->addWidget(m_copy);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    m_view->setOpenExternalLinks(false);
    m_copy->setEnabled(false);
    connect(m_copy, &QPushButton::clicked, this, &ExplainPanel::copyMarkdown);
}

void ExplainPanel::showResult(const Result& result, const Formatter& f)
{
    m_scenario = result.resolved;
    m_estimate = result.estimate;
    m_serving = result.serving; // its figures are worked out below the estimate's
    m_format = f;
    m_copy->setEnabled(true);
    m_dirty = true;
    if (isVisible())
        render();
}

void ExplainPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        render();
}

void ExplainPanel::render()
{
    m_dirty = false;
    if (!m_estimate)
        return;
    const Estimate& e = *m_estimate;
    const Mode mode = m_scenario ? m_scenario->scenario.workload.mode : Mode::Train;
    auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    // Plain blocks rather than a table: QTextDocument lays tables out slowly,
    // and this is rebuilt on every slider step while the panel is visible.
    QString html = figureStyle();
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = explainedFigure(e, m_serving ? &*m_serving : nullptr, FigureId(i));
        if (fig.present())
            html += figureHtml(FigureId(i), fig, m_format, mode, &e);
    }
    if (!e.warnings.empty()) {
        html += QStringLiteral("<p style='margin-top:14px'><b>%1</b></p><ul>").arg(esc(tr("Warnings")));
        for (Warning w : e.warnings)
            html += QStringLiteral("<li>%1</li>").arg(esc(Report::warningMessage(w)));
        html += QStringLiteral("</ul>");
    }
    if (html == m_html)
        return;
    m_html = html;
    // Keep the reader's place while a slider is dragged.
    const int scroll = m_view->verticalScrollBar()->value();
    m_view->setHtml(html);
    m_view->verticalScrollBar()->setValue(scroll);
}

const QString& ExplainPanel::figureStyle()
{
    static const QString style = QStringLiteral("<style>.f { font-family: monospace; } .thumb { color: #505050; } "
                                                ".src { color: #808080; }</style>");
    return style;
}

QString ExplainPanel::figureHtml(FigureId id, const Figure& fig, const Formatter& f, Mode mode, const Estimate* e)
{
    auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    const QString value = Report::figureValue(f, id, fig.value);
    QString html = QStringLiteral("<p style='margin-top:10px'><b>%1 = %2</b>"
                                  "<br><span class='f'>%3</span><br><span class='f'>= %4</span><br>= %2")
                       .arg(esc(e ? Report::figureTitle(id, *e) : Report::figureTitle(id)), esc(value),
                            esc(Report::formula(fig.formula)), esc(Report::substituted(fig.formula, fig)));
    QString thumb;
    if (fig.rule)
        thumb = QStringLiteral("<span class='f'>%1</span> ≈ %2")
                    .arg(esc(Report::formula(fig.rule)), esc(Report::figureValue(f, id, fig.ruleValue)));
    const std::optional<RuleKind> rule = ruleOfThumbFor(id, mode);
    const QString note = rule ? Report::ruleOfThumb(*rule) : QString();
    if (!note.isEmpty())
        thumb += (thumb.isEmpty() ? QString() : QStringLiteral("; ")) + esc(note);
    // The figure is per GPU, a rule over P parameters the whole model's.
    const QString label = Report::ruleIsWholeModel(id, fig)
                              ? tr("Rule of thumb for the whole model (the figure above is per GPU):")
                              : tr("Rule of thumb:");
    if (!thumb.isEmpty())
        html += QStringLiteral("<br><span class='thumb'>%1 %2</span>").arg(esc(label), thumb);
    if (fig.source && *fig.source)
        html += QStringLiteral("<br><span class='src'>%1 %2</span>")
                    .arg(esc(tr("Source:")), esc(Report::sourceText(fig.source)));
    return html + QStringLiteral("</p>");
}

QString ExplainPanel::markdown() const
{
    if (!m_estimate || !m_scenario)
        return {};
    return Report::markdown(m_format, *m_scenario, *m_estimate, m_serving ? &*m_serving : nullptr);
}

QString ExplainPanel::html() const
{
    if (m_dirty)
        const_cast<ExplainPanel*>(this)->render();
    return m_view->toHtml();
}

void ExplainPanel::copyMarkdown() const
{
    if (QClipboard* clipboard = QApplication::clipboard())
        clipboard->setText(markdown());
}

} // namespace headroom::app
