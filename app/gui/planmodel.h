#pragma once

#include "formatter.h"

#include "headroom/planner.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace headroom::app {

// The planner's rows as a table. Display text goes through the Formatter;
// SortRole carries the number behind each cell, so a proxy sorts "9.5 days"
// before "12 days" and "512 MiB" before "1 GiB".
class PlanModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Gpu,
        Gpus,
        Tensor,
        Pipeline,
        DataParallel,
        Zero,
        SequenceParallel,
        MicroBatch,
        Recomputation,
        Memory,
        Time,
        Cost,
        Limit,
        Why,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit PlanModel(QObject* parent = nullptr);

    // `front` as plan() returns it; `closest`, when given, is the planner's
    // leanest layout, shown (marked) when nothing fits. `gpuNames` maps ids
    // to the names shown.
    void setRows(std::vector<PlanRow> front, std::optional<PlanRow> closest, QHash<QString, QString> gpuNames,
                 bool inference, CostBasis basis);
    void clear();
    void setFormatter(const Formatter& f);
    const Formatter& formatter() const { return m_format; }

    const PlanRow& planRow(int row) const { return m_rows[std::size_t(row)]; }
    bool isClosest(int row) const { return m_closest && row == int(m_rows.size()) - 1; }
    int frontCount() const { return int(m_rows.size()) - (m_closest ? 1 : 0); }

    QString gpuName(const std::string& id) const;
    const QHash<QString, QString>& gpuNames() const { return m_gpuNames; }
    // "64 × H100 SXM: TP 2, PP 1, DP 32, ZeRO 1, micro-batch 4, no recomputation"
    QString describe(const PlanConfig& c) const;

    static QString reasonName(PlanReason r);
    static QString recomputeName(Recompute r);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const PlanRow& r, int column, bool closest) const;
    QVariant sortValue(const PlanRow& r, int column) const;
    QString toolTip(const PlanRow& r, bool closest) const;

    std::vector<PlanRow> m_rows;
    bool m_closest = false;
    QHash<QString, QString> m_gpuNames;
    bool m_inference = false;
    CostBasis m_basis = CostBasis::Cloud;
    Formatter m_format;
};

} // namespace headroom::app
