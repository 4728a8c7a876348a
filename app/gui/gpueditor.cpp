#include "gpueditor.h"

#include "language.h"
#include "report.h"

#include "headroom/scenariofields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>
#include <variant>

namespace headroom::app {

namespace {

// The unit a field is typed in, from its key: the form shows the catalog's
// base units (bytes, B/s, FLOP/s, seconds) as people read them.
struct FormUnit {
    double factor = 1; // base units per unit shown
    const char* symbol = nullptr;
    bool small = false; // a fraction of the base unit (µs): divide, so 10 µs stores as exactly 1e-05
    double toBase(double shown) const { return small ? shown / factor : shown * factor; }
    double toShown(double base) const { return small ? base * factor : base / factor; }
};

FormUnit unitOf(std::string_view path)
{
    if (path.starts_with("peak_flops.") || path.starts_with("sparse_peak_flops."))
        return {1e12, "TFLOP/s"};
    if (path.ends_with("_bytes_per_s"))
        return {1e9, "GB/s"};
    if (path.ends_with("_bytes"))
        return {1024.0 * 1024 * 1024, "GiB"};
    if (path.ends_with("_seconds"))
        return {1e6, "µs", true};
    if (path.ends_with("usd_per_gpu_hour"))
        return {1, "USD/h"};
    if (path.ends_with("_usd"))
        return {1, "USD"};
    if (path.ends_with("_watts"))
        return {1, "W"};
    return {};
}

// A number as the form shows it: exact digits, no grouping.
QString numberText(double v, FormUnit u)
{
    if (v == 0)
        return QString();
    return QString::number(u.toShown(v), 'g', 15);
}

// Typed in the user's locale or with a dot; nullopt when it is no number.
std::optional<double> parseNumber(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return 0.0;
    bool ok = false;
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

GpuEditor::GpuEditor(const Gpu& start, Save save, QWidget* parent) : QDialog(parent), m_save(std::move(save))
{
    setObjectName(QStringLiteral("gpuEditor"));
    build();
    fill(start);
    resize(720, 760);
}

void GpuEditor::build()
{
    auto* outer = new QVBoxLayout(this);
    auto* intro = new QLabel(this);
    intro->setWordWrap(true);
    language::keep(this, intro, [intro] {
        intro->setText(tr("Every field of a catalog GPU, by its JSON key (docs/catalog.md). Amounts in the units "
                          "beside them; an empty amount is 0 (not known). The entry is checked as the catalog "
                          "reader checks it and saved to your catalog file, where it replaces a built-in GPU "
                          "with the same id."));
    });
    outer->addWidget(intro);
    language::keep(this, this, [this] { setWindowTitle(tr("GPU in Your Catalog")); });

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("gpuEditor.error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #B71C1C;"));
    m_error->hide();
    outer->addWidget(m_error);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* page = new QWidget(scroll);
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    scroll->setWidget(page);
    outer->addWidget(scroll, 1);

    auto withUnit = [page](QWidget* editor, const char* unit) -> QWidget* {
        if (!unit)
            return editor;
        auto* box = new QWidget(page);
        auto* row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(editor, 1);
        row->addWidget(new QLabel(QString::fromUtf8(unit), box));
        return box;
    };
    for (const GpuField& f : kGpuFields) {
        const QString path = qs(f.path);
        const QString label = path;
        if (f.path == "notes")
            continue; // a comment in the file; the catalog keeps no value of it
        if (f.path == "peak_flops" || f.path == "sparse_peak_flops") {
            auto* grid = new QGridLayout;
            int i = 0;
            for (Precision p : kPrecisions) {
                const QString key = path + QLatin1Char('.') + qs(toString(p));
                auto* edit = new QLineEdit(page);
                edit->setObjectName(key);
                m_editors[key] = edit;
                grid->addWidget(new QLabel(qs(toString(p)), page), i / 4, (i % 4) * 2);
                grid->addWidget(edit, i / 4, (i % 4) * 2 + 1);
                ++i;
            }
            auto* box = new QWidget(page);
            auto* row = new QHBoxLayout(box);
            row->setContentsMargins(0, 0, 0, 0);
            row->addLayout(grid, 1);
            row->addWidget(new QLabel(QStringLiteral("TFLOP/s"), box));
            form->addRow(label, box);
            continue;
        }
        if (f.path == "sources" || f.path == "unverified") {
            auto* edit = new QPlainTextEdit(page);
            edit->setObjectName(path);
            edit->setMaximumHeight(f.path == "sources" ? 110 : 60);
            language::keep(this, edit, [edit] { edit->setPlaceholderText(tr("one per line")); });
            m_editors[path] = edit;
            form->addRow(label, edit);
            continue;
        }
        if (f.type == FieldType::Section) {
            auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(path.toHtmlEscaped()), page);
            form->addRow(title);
            continue;
        }
        QWidget* editor = nullptr;
        switch (f.type) {
        case FieldType::Boolean: editor = new QCheckBox(page); break;
        case FieldType::Choice: {
            auto* combo = new QComboBox(page);
            combo->addItem(QStringLiteral("—"), QString()); // an optional choice: not stated
            for (const QString& name : qs(f.choices).split(QStringLiteral(", ")))
                combo->addItem(name, name);
            editor = combo;
            break;
        }
        default: {
            auto* edit = new QLineEdit(page);
            if (f.type == FieldType::Date)
                edit->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
            editor = edit;
            break;
        }
        }
        editor->setObjectName(path);
        m_editors[path] = editor;
        form->addRow(label, withUnit(editor, unitOf(f.path).symbol));
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    outer->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (trySave())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void GpuEditor::fill(const Gpu& start)
{
    Gpu g = start; // the rows point into a GPU; this one is only read
    for (const GpuField& f : kGpuFields) {
        QWidget* w = editor(qs(f.path));
        if (f.path == "id")
            static_cast<QLineEdit*>(w)->setText(QString::fromStdString(g.id));
        else if (f.path == "name")
            static_cast<QLineEdit*>(w)->setText(QString::fromStdString(g.name));
        else if (f.path == "peak_flops" || f.path == "sparse_peak_flops") {
            const auto& peaks = f.path == "peak_flops" ? g.peakFlops : g.sparsePeakFlops;
            for (Precision p : kPrecisions)
                static_cast<QLineEdit*>(editor(qs(f.path) + QLatin1Char('.') + qs(toString(p))))
                    ->setText(numberText(peaks[std::size_t(p)], {1e12, nullptr, false}));
        } else if (f.path == "sources" || f.path == "unverified") {
            QStringList lines;
            for (const std::string& s : f.path == "sources" ? g.sources : g.unverified)
                lines << QString::fromStdString(s);
            static_cast<QPlainTextEdit*>(w)->setPlainText(lines.join(QLatin1Char('\n')));
        } else if (w && f.ref) {
            const FieldRef ref = f.ref(g);
            const FormUnit u = unitOf(f.path);
            if (auto* d = std::get_if<double*>(&ref))
                static_cast<QLineEdit*>(w)->setText(numberText(**d, u));
            else if (auto* n = std::get_if<std::int64_t*>(&ref))
                static_cast<QLineEdit*>(w)->setText(**n ? QString::number(**n) : QString());
            else if (auto* b = std::get_if<bool*>(&ref))
                static_cast<QCheckBox*>(w)->setChecked(**b);
            else if (auto* s = std::get_if<std::string*>(&ref))
                static_cast<QLineEdit*>(w)->setText(QString::fromStdString(**s));
            else if (auto* c = std::get_if<ChoiceRef>(&ref)) {
                auto* combo = static_cast<QComboBox*>(w);
                combo->setCurrentIndex(std::max(0, combo->findData(qs(c->name(c->at)))));
            }
        }
    }
}

QWidget* GpuEditor::editor(const QString& path) const
{
    const auto it = m_editors.find(path);
    return it == m_editors.end() ? nullptr : it->second;
}

QString GpuEditor::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void GpuEditor::showError(const Error& error)
{
    Error e = error;
    // "gpus[0](b300).prices.spot.date" -> "prices.spot.date": the form's own path.
    const auto close = e.path.find(')');
    const auto dot = e.path.find('.', close == std::string::npos ? 0 : close);
    const std::string field = dot == std::string::npos ? std::string("id") : e.path.substr(dot + 1);
    e.path = field;
    m_error->setText(Report::errorMessage(e));
    m_error->show();
    for (const auto& [path, w] : m_editors)
        w->setStyleSheet(QString());
    if (QWidget* w = editor(QString::fromStdString(field))) {
        w->setStyleSheet(QStringLiteral("background: #FDECEA;"));
        w->setFocus();
    }
}

std::optional<Gpu> GpuEditor::read()
{
    Gpu g;
    for (const GpuField& f : kGpuFields) {
        const QString path = qs(f.path);
        QWidget* w = editor(path);
        auto badNumber = [&](const QString& at, const QString& text, bool integer) {
            showError(makeError(ErrorCode::WrongType, "gpus[0](" + g.id + ")." + at.toStdString(), text.toStdString(),
                                integer ? Expect::Integer : Expect::Number));
        };
        if (f.path == "id")
            g.id = static_cast<QLineEdit*>(w)->text().trimmed().toStdString();
        else if (f.path == "name")
            g.name = static_cast<QLineEdit*>(w)->text().trimmed().toStdString();
        else if (f.path == "peak_flops" || f.path == "sparse_peak_flops") {
            auto& peaks = f.path == "peak_flops" ? g.peakFlops : g.sparsePeakFlops;
            for (Precision p : kPrecisions) {
                const QString key = path + QLatin1Char('.') + qs(toString(p));
                const QString text = static_cast<QLineEdit*>(editor(key))->text();
                const auto v = parseNumber(text);
                if (!v) {
                    badNumber(key, text, false);
                    return std::nullopt;
                }
                peaks[std::size_t(p)] = *v * 1e12;
            }
        } else if (f.path == "sources" || f.path == "unverified") {
            auto& list = f.path == "sources" ? g.sources : g.unverified;
            for (const QString& line : static_cast<QPlainTextEdit*>(w)->toPlainText().split(QLatin1Char('\n')))
                if (!line.trimmed().isEmpty())
                    list.push_back(line.trimmed().toStdString());
        } else if (w && f.ref) {
            const FieldRef ref = f.ref(g);
            if (auto* d = std::get_if<double*>(&ref)) {
                const QString text = static_cast<QLineEdit*>(w)->text();
                const auto v = parseNumber(text);
                if (!v) {
                    badNumber(path, text, false);
                    return std::nullopt;
                }
                **d = unitOf(f.path).toBase(*v);
            } else if (auto* n = std::get_if<std::int64_t*>(&ref)) {
                const QString text = static_cast<QLineEdit*>(w)->text().trimmed();
                bool ok = text.isEmpty();
                const qlonglong v = ok ? 0 : text.toLongLong(&ok);
                if (!ok) {
                    badNumber(path, text, true);
                    return std::nullopt;
                }
                **n = v;
            } else if (auto* b = std::get_if<bool*>(&ref))
                **b = static_cast<QCheckBox*>(w)->isChecked();
            else if (auto* s = std::get_if<std::string*>(&ref))
                **s = static_cast<QLineEdit*>(w)->text().trimmed().toStdString();
            else if (auto* c = std::get_if<ChoiceRef>(&ref)) {
                const QString name = static_cast<QComboBox*>(w)->currentData().toString();
                if (!name.isEmpty())
                    c->set(c->at, name.toStdString());
            }
        }
    }
    // The reader's rules and messages, in its order (headroom/catalog.h).
    if (auto e = checkCatalogGpu(g)) {
        showError(*e);
        return std::nullopt;
    }
    m_error->hide();
    for (const auto& [path, w] : m_editors)
        w->setStyleSheet(QString());
    return g;
}

bool GpuEditor::trySave()
{
    const auto g = read();
    if (!g)
        return false;
    const QString failure = m_save ? m_save(*g) : QString();
    if (!failure.isEmpty()) {
        m_error->setText(failure);
        m_error->show();
        return false;
    }
    m_saved = *g;
    return true;
}

} // namespace headroom::app
