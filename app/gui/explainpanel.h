#pragma once

#include "controller.h"
#include "formatter.h"

#include <QWidget>

#include <optional>

class QTextBrowser;
class QPushButton;

namespace headroom::app {

// Each figure of the estimate worked as on a whiteboard: the formula, the
// numbers put into it, the result, and the rule of thumb with its source.
// Rebuilt only while visible; copyable as Markdown (Report::markdown).
class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget* parent = nullptr);

    void showResult(const Result& result, const Formatter& f);
    QString markdown() const;
    QString html() const; // what the browser shows (tests)
    void copyMarkdown() const;

    // One figure worked out as this panel shows it (title and result, formula,
    // numbers, rule of thumb, source): the practice solutions and the
    // presenter reuse it. figureStyle() holds the classes it refers to.
    // `e`: the estimate the figure is of, which words its title (Report::figureTitle).
    static QString figureHtml(FigureId id, const Figure& figure, const Formatter& f, Mode mode,
                              const Estimate* e = nullptr);
    static const QString& figureStyle();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void render();

    QTextBrowser* m_view;
    QPushButton* m_copy;
    std::optional<ResolvedScenario> m_scenario;
    std::optional<Estimate> m_estimate;
    std::optional<ServingResult> m_serving;
    Formatter m_format;
    QString m_html;
    bool m_dirty = false;
};

} // namespace headroom::app
