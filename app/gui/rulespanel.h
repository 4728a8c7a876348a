#pragma once

#include "controller.h"
#include "formatter.h"

#include "headroom/practice.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTableWidget;

namespace headroom::app {

// The rules of thumb an interviewer quotes, side by side with the exact
// figures for the current scenario (compareRulesOfThumb): the rule, what it
// gives, the exact value, their ratio, and where it misleads, by how much and
// why. Rebuilt only while visible, like the Explain tab.
class RulesPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { RuleColumn, RuleValueColumn, ExactColumn, RatioColumn, MisleadsColumn, ColumnCount };
    // Each value cell carries its number under this role (tests, copying).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit RulesPanel(QWidget* parent = nullptr);

    void showResult(const Result& result, const Formatter& f);
    QTableWidget* table() const;
    const std::vector<RuleComparison>& comparisons() const;

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: headers and rows again

private:
    void render();
    void fitColumns();
    void setHeaders();

    QLabel* m_caption;
    QTableWidget* m_table;
    std::optional<ResolvedScenario> m_scenario;
    std::optional<Estimate> m_estimate;
    std::vector<RuleComparison> m_rules;
    Formatter m_format;
    bool m_dirty = false;
};

} // namespace headroom::app
