#include "planmodel.h"

#include "report.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace headroom::app {

PlanModel::PlanModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlanModel::setRows(std::vector<PlanRow> front, std::optional<PlanRow> closest, QHash<QString, QString> gpuNames,
                        bool inference, CostBasis basis)
{
    beginResetModel();
    m_rows = std::move(front);
    m_closest = closest.has_value();
    if (closest)
        m_rows.push_back(std::move(*closest));
    m_gpuNames = std::move(gpuNames);
    m_inference = inference;
    m_basis = basis;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void PlanModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_closest = false;
    endResetModel();
}

void PlanModel::setFormatter(const Formatter& f)
{
    m_format = f;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString PlanModel::gpuName(const std::string& id) const
{
    const QString qid = QString::fromStdString(id);
    return m_gpuNames.value(qid, qid);
}

QString PlanModel::reasonName(PlanReason r)
{
    switch (r) {
    case PlanReason::Fastest: return tr("fastest");
    case PlanReason::Cheapest: return tr("cheapest");
    case PlanReason::FewestGpus: return tr("fewest GPUs");
    case PlanReason::Pareto: return tr("Pareto front");
    }
    return {};
}

QString PlanModel::recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return tr("none");
    case Recompute::Selective: return tr("selective");
    case Recompute::Full: return tr("full");
    }
    return {};
}

QString PlanModel::describe(const PlanConfig& c) const
{
    QString s = tr("%1 × %2: TP %3, PP %4, DP %5")
                    .arg(m_format.integer(double(c.gpus)), gpuName(c.gpu), m_format.integer(double(c.tensor)),
                         m_format.integer(double(c.pipeline)), m_format.integer(double(c.dataParallel())));
    if (m_inference)
        return s;
    s += tr(", ZeRO %1, micro-batch %2, recomputation: %3")
             .arg(c.zero)
             .arg(m_format.integer(double(c.microBatch)), recomputeName(c.recompute));
    if (c.sequenceParallel)
        s += tr(", sequence parallel");
    return s;
}

int PlanModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlanModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanModel::text(const PlanRow& r, int column, bool closest) const
{
    const PlanConfig& c = r.config;
    const Formatter& f = m_format;
    switch (Column(column)) {
    case Gpu: return gpuName(c.gpu);
    case Gpus: return f.integer(double(c.gpus));
    case Tensor: return f.integer(double(c.tensor));
    case Pipeline: return f.integer(double(c.pipeline));
    case DataParallel: return f.integer(double(c.dataParallel()));
    case Zero: return m_inference ? QString() : f.integer(c.zero);
    case SequenceParallel: return m_inference ? QString() : c.sequenceParallel ? tr("yes") : tr("no");
    case MicroBatch: return f.integer(double(c.microBatch));
    case Recomputation: return m_inference ? QString() : recomputeName(c.recompute);
    case Memory: {
        // "42.8 / 79.6 GiB": the unit once when both share it (the Formatter
        // puts a no-break space before the unit); the table is narrow.
        QString used = f.bytes(r.memoryPerGpu);
        const QString capacity = f.bytes(r.capacity);
        const qsizetype a = used.lastIndexOf(QChar(0x00A0));
        const qsizetype b = capacity.lastIndexOf(QChar(0x00A0));
        if (a > 0 && b > 0 && used.mid(a) == capacity.mid(b))
            used.truncate(a);
        return tr("%1 / %2", "memory per GPU / capacity").arg(used, capacity);
    }
    case Time: return f.duration(r.seconds);
    case Cost:
        // Inference costs one request: cents, which two decimals would flatten.
        return r.costUsd < 1 ? f.money(r.costUsd, 2) : f.money(r.costUsd);
    case Limit:
        // The predicted MFU and what bounds the step (training only).
        if (m_inference || r.mfu <= 0)
            return QString();
        // The largest exposed part with its share; the next one in the tool tip.
        return tr("%1 MFU; %2").arg(f.percent(r.mfu), Report::limitedBy(f, StepShares{r.shares.largest, {}}));
    case Why: {
        if (closest)
            return tr("closest (does not fit)");
        // Fastest and cheapest are ends of the front: "Pareto" would repeat it.
        const bool end = std::find(r.why.begin(), r.why.end(), PlanReason::Fastest) != r.why.end() ||
                         std::find(r.why.begin(), r.why.end(), PlanReason::Cheapest) != r.why.end();
        QStringList words;
        for (PlanReason reason : r.why)
            if (!(end && reason == PlanReason::Pareto))
                words << reasonName(reason);
        return words.join(tr(", ", "list separator"));
    }
    case ColumnCount: break;
    }
    return {};
}

QVariant PlanModel::sortValue(const PlanRow& r, int column) const
{
    const PlanConfig& c = r.config;
    switch (Column(column)) {
    case Gpu: return gpuName(c.gpu);
    case Gpus: return double(c.gpus);
    case Tensor: return double(c.tensor);
    case Pipeline: return double(c.pipeline);
    case DataParallel: return double(c.dataParallel());
    case Zero: return double(c.zero);
    case SequenceParallel: return c.sequenceParallel ? 1.0 : 0.0;
    case MicroBatch: return double(c.microBatch);
    case Recomputation: return double(int(c.recompute));
    case Memory: return r.memoryPerGpu;
    case Time: return r.seconds;
    case Cost: return r.costUsd;
    case Limit: return r.mfu;
    case Why: return r.why.empty() ? 99.0 : double(int(r.why.front()));
    case ColumnCount: break;
    }
    return {};
}

QString PlanModel::toolTip(const PlanRow& r, bool closest) const
{
    const Formatter& f = m_format;
    QString tip = describe(r.config);
    tip += QLatin1Char('\n') + tr("Memory: %1 per GPU, %2 usable of %3")
                                   .arg(f.bytes(r.memoryPerGpu), f.bytes(r.usableCapacity), f.bytes(r.capacity));
    QStringList words;
    for (PlanReason reason : r.why)
        words << reasonName(reason);
    if (!words.isEmpty())
        tip += QLatin1Char('\n') + words.join(tr(", ", "list separator"));
    tip += QLatin1Char('\n') +
           tr("%1, %2; cloud %3, on-prem %4")
               .arg(f.duration(r.seconds), f.hours(r.gpuHours), f.money(r.cloudUsd), f.money(r.onpremUsd));
    if (!m_inference && r.shares.largest.seconds > 0)
        tip += QLatin1Char('\n') + tr("Limited by %1").arg(Report::limitedBy(f, r.shares));
    if (closest)
        tip += QLatin1Char('\n') + tr("Nothing fits: this layout comes closest.");
    else if (r.equivalent > 1)
        tip += QLatin1Char('\n') + tr("%1 layouts take the same time and cost; this is the "
                                      "simplest of them.")
                                       .arg(f.integer(double(r.equivalent)));
    return tip;
}

QVariant PlanModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const PlanRow& r = m_rows[std::size_t(index.row())];
    const bool closest = isClosest(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return text(r, column, closest);
    case SortRole: return sortValue(r, column);
    case Qt::ToolTipRole: return toolTip(r, closest);
    case Qt::TextAlignmentRole:
        if (column == Gpu || column == Why || column == Recomputation || column == SequenceParallel)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (column == Memory && !(r.memoryPerGpu <= r.usableCapacity))
            return QBrush(QColor(0xC0, 0x39, 0x2B));
        if (closest)
            return QBrush(QColor(0x70, 0x70, 0x70));
        return {};
    case Qt::FontRole:
        if (closest) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    default: return {};
    }
}

QVariant PlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Gpu: return tr("GPU");
        case Gpus: return tr("GPUs");
        case Tensor: return tr("TP", "tensor parallel");
        case Pipeline: return tr("PP", "pipeline parallel");
        case DataParallel: return tr("DP", "data parallel");
        case Zero: return tr("ZeRO");
        case SequenceParallel: return tr("SP", "sequence parallel");
        case MicroBatch: return m_inference ? tr("Batch") : tr("MB", "micro-batch");
        case Recomputation: return tr("Recomp.", "activation recomputation");
        case Memory: return tr("Memory / GPU");
        case Time: return m_inference ? tr("Latency") : tr("Time");
        case Cost: return tr("Cost");
        case Limit: return tr("Limited by");
        case Why: return tr("Why");
        case ColumnCount: break;
        }
    } else if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Tensor: return tr("Tensor-parallel size");
        case Pipeline: return tr("Pipeline-parallel size");
        case DataParallel: return tr("Data-parallel replicas");
        case Zero: return tr("ZeRO stage");
        case SequenceParallel: return tr("Sequence parallelism");
        case MicroBatch: return m_inference ? tr("Concurrent sequences") : tr("Samples per micro-batch");
        case Recomputation: return tr("Activation recomputation");
        case Memory: return tr("Memory on the most loaded GPU, of the GPU's capacity");
        case Time: return m_inference ? tr("Latency of one request") : tr("Training time");
        case Cost:
            return m_basis == CostBasis::Onprem ? tr("Cost of the run, on-prem") : tr("Cost of the run in the cloud");
        case Limit:
            return tr("The predicted MFU and what bounds the step: compute, memory-bound work, the pipeline "
                      "bubble or communication");
        case Why: return tr("Why the planner shows this layout");
        default: return {};
        }
    } else if (role == Qt::TextAlignmentRole) {
        return QVariant::fromValue(Qt::AlignCenter);
    }
    return {};
}

} // namespace headroom::app
