#pragma once

#include "controller.h"
#include "formatter.h"

#include <QFrame>

#include <vector>

class QHBoxLayout;
class QLabel;
class QMenu;
class QPushButton;

namespace headroom::app {

// The answers at a glance: fits or not with the headroom per GPU (coloured),
// then the figures that matter for the mode: training time, GPU-hours, cost,
// break-even; or time to first token, time per token, tokens/s, bottleneck.
// With a pinned scenario each figure shows the pinned value beneath.
class SummaryStrip : public QFrame {
    Q_OBJECT
public:
    explicit SummaryStrip(QWidget* parent = nullptr);

    void showResult(const Result& result, const Formatter& f);
    // For tests: every fix's text, cheapest first, whether a button or the
    // "N more" menu holds it.
    QStringList fixTexts() const;

signals:
    // A fix button was pressed: the scenario that fits.
    void fixChosen(const headroom::Scenario& scenario);

public:
    void showError(const Error& error);

    // For tests: the value shown in a cell ("fits", "time", "gpu_hours",
    // "throughput", "mfu", "cloud", "onprem", "breakeven", "ttft", "tpot", "tokens",
    // "cloud_mtok", "onprem_mtok", "bottleneck"), empty when hidden.
    QString cellText(const QString& key) const;
    QString pinnedText(const QString& key) const;
    // The warnings (or the error) line, unelided.
    QString notesText() const;

private:
    struct Cell {
        QString key;
        QWidget* box = nullptr;
        QLabel* title = nullptr;
        QLabel* value = nullptr;
        QLabel* pinned = nullptr;
        bool training = false;
        bool inference = false;
    };
    // `title` and `tip` are tr() sources (QT_TR_NOOP), worded again after a switch of language.
    void addCell(const QString& key, const char* title, bool training, bool inference, const char* tip = nullptr);
    Cell* cell(const QString& key);
    void reserveFixRow();                  // the fixes' row as tall as a button, shown or not
    QPushButton* fixButton(std::size_t i); // made when first needed
    void placeFixes();                     // buttons while they fit the row, the rest in the menu
    const Cell* cell(const QString& key) const;

    QLabel* m_fits = nullptr;
    QLabel* m_fitsPinned = nullptr; // "Pinned: Fits, 27.5 GiB free per GPU"
    QLabel* m_notes = nullptr;
    std::vector<Cell> m_cells;
    QWidget* m_fixRow = nullptr;
    QLabel* m_fixTitle = nullptr;
    bool m_fixesForTime = false; // the fixes shown finish a fitting run sooner
    std::vector<QPushButton*> m_fixButtons;
    QPushButton* m_moreFixes = nullptr; // "3 more": the fixes the row has no room for
    QMenu* m_moreMenu = nullptr;
    std::size_t m_buttonsShown = 0; // fixes shown as buttons; the rest are in the menu
    QStringList m_fixTexts;
    std::vector<Scenario> m_fixScenarios;
};

} // namespace headroom::app
