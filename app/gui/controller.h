#pragma once

#include "chartrender.h"

#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace headroom::app {

// What one recompute produced: the analysis (the scenario as evaluated, the
// estimate, serving, fixes, best weights), the chart data, and the pinned
// scenario's figures when one is pinned.
struct Result : Analysis {
    ChartData charts;
    std::optional<PinnedResult> pinned;
};

// Owns the scenario being edited and the catalog, recomputes and fans the
// result out. Edits are coalesced: a burst of changes (a slider drag
// delivers one per pixel) schedules a single recompute on a 0 ms single-shot
// timer, so the charts never draw a stale value and never queue work.
class Controller : public QObject {
    Q_OBJECT
public:
    explicit Controller(Catalog catalog, QObject* parent = nullptr);

    const Catalog& catalog() const { return m_catalog; }
    // Entries added or edited while running (the GPU form, an imported file):
    // `overlay` replaces the entries with its ids and adds the rest
    // (mergeCatalogs). The catalog object stays the same one, so the panels'
    // references to it hold; catalogChanged() tells them to list it again.
    void mergeCatalog(const Catalog& overlay);
    const Scenario& scenario() const { return m_scenario; }

    // An edit by the user: marks the document modified.
    void editScenario(const Scenario& scenario);
    // A scenario from a file or File → New: the document is clean (and the
    // undo history starts again).
    void loadScenario(const Scenario& scenario, const QString& filePath);

    // Undo and redo over the user's edits. Edits closer together than the
    // merge window (a slider drag, typing a number) are one step.
    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();
    void setUndoMergeMs(int ms) { m_mergeMs = ms; } // tests: 0 makes every edit a step

    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    void markSaved(const QString& filePath);

    CompareAxis compareAxis() const { return m_axis; }
    void setCompareAxis(CompareAxis axis);
    // A second serving configuration on the Serving chart (none by default).
    const ServingVariant& servingVariant() const { return m_servingVariant; }
    void setServingVariant(const ServingVariant& variant);

    // Pins the last good result; the charts and the summary show both.
    bool pin();
    void unpin();
    bool hasPin() const { return m_pinned.has_value(); }
    const std::optional<PinnedResult>& pinned() const { return m_pinned; }

    // The last recompute: a result, or the error that stopped it.
    const std::optional<Result>& result() const { return m_result; }
    const std::optional<Error>& error() const { return m_error; }

    // Recomputes the unchanged scenario, the document staying as it is: texts
    // that the chart data carries (the model's caption) follow a language switch.
    void refresh() { schedule(); }
    // Runs a pending recompute now (tests, export right after an edit).
    void flush();
    bool isPending() const { return m_timer.isActive(); }
    int recomputeCount() const { return m_recomputes; }

signals:
    void recomputed(const headroom::app::Result& result);
    void failed(const headroom::Error& error);
    void modifiedChanged(bool modified);
    void documentChanged(); // file path or clean/dirty state
    void pinChanged(bool pinned);
    void undoChanged();
    // Undo or redo replaced the scenario: the inputs show it.
    void scenarioRestored(const headroom::Scenario& scenario);
    // The catalog gained or changed entries (mergeCatalog).
    void catalogChanged();

private:
    void schedule();
    void recompute();
    void setModified(bool modified);

    Catalog m_catalog;
    Scenario m_scenario;
    QString m_filePath;
    bool m_modified = false;
    CompareAxis m_axis = CompareAxis::None;
    ServingVariant m_servingVariant;
    std::optional<PinnedResult> m_pinned;
    std::optional<Result> m_result;
    std::optional<Error> m_error;
    QTimer m_timer;
    int m_recomputes = 0;
    std::vector<Scenario> m_undo, m_redo;
    QElapsedTimer m_lastEdit;
    int m_mergeMs = 600;
    static constexpr std::size_t kMaxUndo = 200;
};

} // namespace headroom::app
