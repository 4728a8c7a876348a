#pragma once

#include "formatter.h"

#include "headroom/catalog.h"
#include "headroom/error.h"

#include <QDialog>
#include <QString>

#include <functional>
#include <map>
#include <optional>

class QLabel;
class QDialogButtonBox;

namespace headroom::app {

// A form with every field of a GPU entry (docs/catalog.md), made from the
// core's field table (kGpuFields) so that it lists the fields the reader reads,
// in its order; amounts are typed in the units shown beside them (GiB, GB/s,
// TFLOP/s, µs, USD). Save checks the entry with the catalog reader's own rules
// (checkCatalogGpu): a bad value is said at its field, nothing is clamped.
// Only a GPU that checks is handed to `save`, which writes it (the user's
// catalog file) and returns an error text, or an empty one.
class GpuEditor : public QDialog {
    Q_OBJECT
public:
    using Save = std::function<QString(const Gpu&)>;
    GpuEditor(const Gpu& start, Save save, QWidget* parent = nullptr);

    // The form's GPU, or the first error in it (shown at its field).
    std::optional<Gpu> read();
    // The GPU saved (after accept()).
    const Gpu& saved() const { return m_saved; }

    // For tests: the editor of a field's JSON path ("memory_bytes",
    // "peak_flops.fp8", "prices.spot.date"), and the error shown.
    QWidget* editor(const QString& path) const;
    QString errorText() const;
    // Reads the form, checks it and saves it, as the Save button does.
    bool trySave();

private:
    void build();
    void fill(const Gpu& g);
    void showError(const Error& e);

    Save m_save;
    Gpu m_saved;
    std::map<QString, QWidget*> m_editors; // by JSON path
    QLabel* m_error = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace headroom::app
