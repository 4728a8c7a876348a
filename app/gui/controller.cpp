#include "controller.h"

namespace headroom::app {

Controller::Controller(Catalog catalog, QObject* parent) : QObject(parent), m_catalog(std::move(catalog))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &Controller::recompute);
    schedule();
}

void Controller::mergeCatalog(const Catalog& overlay)
{
    m_catalog = mergeCatalogs(std::move(m_catalog), overlay);
    emit catalogChanged();
    schedule(); // the scenario's GPU may be one of them
}

void Controller::schedule()
{
    if (!m_timer.isActive())
        m_timer.start();
}

void Controller::flush()
{
    if (m_timer.isActive()) {
        m_timer.stop();
        recompute();
    }
}

void Controller::editScenario(const Scenario& scenario)
{
    if (scenario == m_scenario)
        return;
    // A burst of edits (a drag, keystrokes) is one undo step: only the first
    // of it records the scenario before it.
    const bool merge = !m_undo.empty() && m_lastEdit.isValid() && m_lastEdit.elapsed() < m_mergeMs;
    if (!merge) {
        m_undo.push_back(m_scenario);
        if (m_undo.size() > kMaxUndo)
            m_undo.erase(m_undo.begin());
    }
    m_lastEdit.restart();
    const bool hadRedo = !m_redo.empty();
    m_redo.clear();
    m_scenario = scenario;
    setModified(true);
    schedule();
    if (!merge || hadRedo)
        emit undoChanged();
}

void Controller::undo()
{
    if (m_undo.empty())
        return;
    m_redo.push_back(m_scenario);
    m_scenario = m_undo.back();
    m_undo.pop_back();
    m_lastEdit.invalidate();
    setModified(true);
    schedule();
    emit undoChanged();
    emit scenarioRestored(m_scenario);
}

void Controller::redo()
{
    if (m_redo.empty())
        return;
    m_undo.push_back(m_scenario);
    m_scenario = m_redo.back();
    m_redo.pop_back();
    m_lastEdit.invalidate();
    setModified(true);
    schedule();
    emit undoChanged();
    emit scenarioRestored(m_scenario);
}

void Controller::loadScenario(const Scenario& scenario, const QString& filePath)
{
    m_undo.clear();
    m_redo.clear();
    m_lastEdit.invalidate();
    emit undoChanged();
    m_scenario = scenario;
    m_filePath = filePath;
    m_modified = false;
    emit modifiedChanged(false);
    emit documentChanged();
    schedule();
}

void Controller::markSaved(const QString& filePath)
{
    m_filePath = filePath;
    m_modified = false;
    emit modifiedChanged(false);
    emit documentChanged();
}

void Controller::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
    emit documentChanged();
}

void Controller::setCompareAxis(CompareAxis axis)
{
    if (axis == CompareAxis::Pinned && !m_pinned)
        axis = CompareAxis::None;
    if (axis == m_axis)
        return;
    m_axis = axis;
    schedule();
}

void Controller::setServingVariant(const ServingVariant& variant)
{
    if (variant == m_servingVariant)
        return;
    m_servingVariant = variant;
    schedule();
}

bool Controller::pin()
{
    flush();
    // The last valid estimate is not the scenario on screen: nothing to pin.
    if (!m_result || m_error)
        return false;
    m_pinned = PinnedResult{m_result->resolved, m_result->estimate};
    m_axis = CompareAxis::Pinned;
    emit pinChanged(true);
    schedule();
    return true;
}

void Controller::unpin()
{
    if (!m_pinned)
        return;
    m_pinned.reset();
    if (m_axis == CompareAxis::Pinned)
        m_axis = CompareAxis::None;
    emit pinChanged(false);
    schedule();
}

void Controller::recompute()
{
    ++m_recomputes;
    // One analysis: the reader's rules first (what the window shows, it can
    // also save and reopen), then everything the window shows.
    auto analysis = analyze(m_scenario, m_catalog);
    if (!analysis) {
        m_error = analysis.error();
        emit failed(*m_error);
        return;
    }
    m_error.reset();
    Result r;
    static_cast<Analysis&>(r) = std::move(*analysis);
    r.pinned = m_pinned;
    const std::optional<ServingComparison> comparison = compareServing(r, m_servingVariant, m_catalog);
    r.charts = makeChartData(r, m_axis, m_pinned ? &*m_pinned : nullptr, comparison ? &*comparison : nullptr);
    m_result = std::move(r);
    emit recomputed(*m_result);
}

} // namespace headroom::app
