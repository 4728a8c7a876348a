#include "inputpanel.h"

#include "headroom/model/inventory.h"
#include "headroom/scenariofields.h"

#include "interaction.h"
#include "language.h"
#include "layerstrip.h"
#include "widgetstyle.h"

#include "chartrender.h"
#include "report.h"

#include "headroom/calibrate.h"
#include "headroom/hfimport.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/stack.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <utility>

namespace headroom::app {

namespace {

constexpr auto kErrorStyle = "color: #c0392b;";
constexpr int kExpanderIndent = 12;
constexpr int kMaxLabelWidth = 132;
constexpr double kImageNetImages = 1281167; // ImageNet-1k training set (Russakovsky et al. 2015)
constexpr int kImageNetEpochs = 90;         // ResNet-50's schedule (Goyal et al. 2017)

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

template <class E>
QString idOf(E v)
{
    return qs(toString(v));
}

} // namespace

InputPanel::InputPanel(const Catalog& catalog, std::function<const Scenario&()> source, QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_source(std::move(source))
{
    m_sections = new QVBoxLayout(this);
    m_sections->setContentsMargins(6, 6, 6, 6);
    m_sections->setSpacing(8);
    m_generalError = new QLabel(this);
    m_generalError->setWordWrap(true);
    m_generalError->setStyleSheet(QLatin1String(kErrorStyle));
    m_generalError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_generalError->hide();
    m_sections->addWidget(m_generalError);
    // A field's error floats under it rather than taking a row: the controls
    // below stay where they were, and clicks go through to them.
    m_balloon = new QLabel(this);
    m_balloon->setObjectName(QStringLiteral("fieldError"));
    m_balloon->setWordWrap(true);
    m_balloon->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_balloon->setStyleSheet(QStringLiteral("QLabel { color: #c0392b; background: #fff3f1; "
                                            "border: 1px solid #c0392b; border-radius: 3px; "
                                            "padding: 2px 4px; }"));
    m_balloon->hide();

    buildModelSection();
    buildWorkloadSection();
    buildPrecisionSection();
    buildParallelismSection();
    buildHardwareSection();
    buildCostSection();
    m_sections->addStretch(1);
    // Every spin box takes what a scenario file accepts (headroom/scenariofields.h);
    // the slider spans the common part of it. Set last, after each box sized
    // itself for its slider's range, so a wide range does not widen the panel.
    for (const Field& f : m_fields)
        if (auto* slider = qobject_cast<LogSlider*>(f.editor))
            if (const ScenarioField* range = findScenarioField(f.path.toStdString()); range && !range->minExclusive)
                slider->setSpinRange(range->min, range->max);
    alignLabels();
    reload();
}

void InputPanel::alignLabels()
{
    // One label column width for every section, so the fields line up (a
    // collapsed group is indented by kExpanderIndent). A label longer than
    // kMaxLabelWidth (German and Spanish run long) wraps onto a second line
    // rather than widening the panel past the window's column.
    const auto indent = [](const Field& f) { return f.expander ? kExpanderIndent : 0; };
    int labelWidth = 0;
    for (const Field& f : m_fields) {
        if (f.labelAbove) // a line of its own: the whole width is its
            continue;
        f.label->setWordWrap(false);
        f.label->setMinimumWidth(0);
        f.label->setMaximumWidth(QWIDGETSIZE_MAX);
        labelWidth = std::max(labelWidth, f.label->sizeHint().width() + indent(f));
    }
    labelWidth = std::min(labelWidth, kMaxLabelWidth);
    for (const Field& f : m_fields) {
        if (f.labelAbove)
            continue;
        const int width = labelWidth - indent(f);
        if (f.label->sizeHint().width() > width) {
            f.label->setWordWrap(true);
            f.label->setMaximumWidth(width);
        }
        f.label->setMinimumWidth(width);
    }
}

void InputPanel::keepText(QObject* target, Text text, std::function<void(const QString&)> set)
{
    language::keep(this, target, [text = std::move(text), set = std::move(set)] { set(text()); });
}

QFormLayout* InputPanel::addSection(Text title)
{
    auto* box = new QGroupBox(this);
    keepText(box, std::move(title), [box](const QString& t) { box->setTitle(t); });
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->setContentsMargins(8, 6, 8, 6);
    form->setVerticalSpacing(4);
    m_sections->addWidget(box);
    return form;
}

QFormLayout* InputPanel::addExpander(QFormLayout* form, Text title, QToolButton** toggle)
{
    auto* button = new QToolButton(this);
    keepText(button, std::move(title), [button](const QString& t) { button->setText(t); });
    button->setCheckable(true);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setArrowType(Qt::RightArrow);
    button->setAutoRaise(true);
    form->addRow(button);
    auto* box = new QWidget(this);
    auto* inner = new QFormLayout(box);
    inner->setContentsMargins(kExpanderIndent, 0, 0, 0);
    inner->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    inner->setRowWrapPolicy(QFormLayout::DontWrapRows);
    inner->setLabelAlignment(form->labelAlignment());
    inner->setVerticalSpacing(3);
    form->addRow(box);
    box->setVisible(false);
    connect(button, &QToolButton::toggled, this, [button, box](bool open) {
        button->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        box->setVisible(open);
    });
    m_expanders[inner] = button;
    *toggle = button;
    return inner;
}

InputPanel::Field& InputPanel::addField(QFormLayout* form, Text label, const QString& path, QWidget* editor,
                                        unsigned modes, bool labelAbove)
{
    auto* cell = new QWidget;
    auto* layout = new QVBoxLayout(cell);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(editor);
    auto* labelWidget = new QLabel;
    keepText(labelWidget, std::move(label), [labelWidget](const QString& t) { labelWidget->setText(t); });
    labelWidget->setBuddy(editor);
    labelWidget->setToolTip(path); // the JSON path: not words
    if (labelAbove) {
        layout->setContentsMargins(kExpanderIndent, 0, 0, 0);
        form->addRow(labelWidget);
        form->addRow(cell);
    } else {
        form->addRow(labelWidget, cell);
    }
    Field f;
    f.path = path;
    f.editor = editor;
    f.label = labelWidget;
    f.modes = modes;
    f.labelAbove = labelAbove;
    if (const auto it = m_expanders.find(form); it != m_expanders.end())
        f.expander = it->second;
    m_fields.push_back(std::move(f));
    return m_fields.back();
}

LogSlider* InputPanel::addSlider(QFormLayout* form, Text label, const QString& path, unsigned modes,
                                 LogSlider::Scale scale, double minimum, double maximum,
                                 std::function<double(const Scenario&)> get, std::function<void(Scenario&, double)> set)
{
    auto* slider = new LogSlider(scale, minimum, maximum);
    slider->setObjectName(path);
    Field& f = addField(form, std::move(label), path, slider, modes);
    f.load = [this, slider, get] { slider->setValue(get(current())); };
    connect(slider, &LogSlider::valueChanged, this, [this, set](double v) {
        Interaction::instance().touch(); // the charts draft while it moves
        set(draft(), v);
        commit();
    });
    return slider;
}

QComboBox* InputPanel::addCombo(QFormLayout* form, Text label, const QString& path, unsigned modes,
                                const std::vector<std::pair<Text, QString>>& items,
                                std::function<QString(const Scenario&)> get,
                                std::function<void(Scenario&, const QString&)> set)
{
    auto* combo = new QComboBox;
    combo->setObjectName(path);
    // Long catalog names must not widen the whole panel.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    for (const auto& [text, id] : items) {
        const int index = combo->count();
        combo->addItem(QString(), id);
        keepText(combo, text, [combo, index](const QString& t) { combo->setItemText(index, t); });
    }
    Field& f = addField(form, std::move(label), path, combo, modes);
    f.load = [this, combo, get] {
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(combo->findData(get(current())));
    };
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, set](int index) {
        if (index < 0)
            return;
        set(draft(), combo->itemData(index).toString());
        commit();
    });
    return combo;
}

QCheckBox* InputPanel::addCheck(QFormLayout* form, Text label, const QString& path, unsigned modes,
                                std::function<bool(const Scenario&)> get, std::function<void(Scenario&, bool)> set)
{
    auto* check = new QCheckBox;
    check->setObjectName(path);
    Field& f = addField(form, std::move(label), path, check, modes);
    f.load = [this, check, get] {
        const QSignalBlocker block(check);
        check->setChecked(get(current()));
    };
    connect(check, &QCheckBox::toggled, this, [this, set](bool on) {
        set(draft(), on);
        commit();
    });
    return check;
}

QSpinBox* InputPanel::addCount(QFormLayout* form, Text label, const QString& path, unsigned modes, int max, Text none,
                               std::function<int(const Scenario&)> get, std::function<void(Scenario&, int)> set)
{
    auto* spin = new QSpinBox;
    spin->setObjectName(path);
    spin->setRange(0, max);
    spin->setKeyboardTracking(false);
    spin->setAlignment(Qt::AlignRight);
    keepText(spin, std::move(none), [spin](const QString& t) { spin->setSpecialValueText(t); });
    Field& f = addField(form, std::move(label), path, spin, modes);
    f.load = [this, spin, get] {
        const QSignalBlocker block(spin);
        spin->setValue(get(current()));
    };
    connect(spin, &QSpinBox::valueChanged, this, [this, set](int v) {
        set(draft(), v);
        commit();
    });
    return spin;
}

void InputPanel::addArchitectureSpin(QFormLayout* form, Text label, const char* key, std::int64_t Architecture::*member)
{
    auto* spin = new QSpinBox;
    const QString path = QStringLiteral("model.architecture.") + QLatin1String(key);
    spin->setObjectName(path);
    // What a scenario file accepts (headroom/scenariofields.h), within a spin box's int.
    const ArchitectureField* range = findArchitectureField(key);
    Q_ASSERT(range);
    spin->setRange(int(range->min), int(std::min<double>(range->max, std::numeric_limits<int>::max())));
    spin->setKeyboardTracking(false);
    spin->setAlignment(Qt::AlignRight);
    spin->setGroupSeparatorShown(true);
    Field& f = addField(form, std::move(label), path, spin, AllModes);
    f.needsArchitecture = true;
    f.load = [this, spin, member] {
        const QSignalBlocker block(spin);
        spin->setValue(int(displayedArchitecture().*member));
    };
    connect(spin, &QSpinBox::valueChanged, this, [this, member](int v) {
        makeArchitectureCustom();
        draft().model.architecture.*member = v;
        m_sizeBase = current().model.architecture;
        loadModelFields(true);
        commit();
    });
}

void InputPanel::addArchitectureCheck(QFormLayout* form, Text label, const char* key, bool Architecture::*member)
{
    auto* check = new QCheckBox;
    const QString path = QStringLiteral("model.architecture.") + QLatin1String(key);
    check->setObjectName(path);
    Field& f = addField(form, std::move(label), path, check, AllModes);
    f.needsArchitecture = true;
    f.load = [this, check, member] {
        const QSignalBlocker block(check);
        check->setChecked(displayedArchitecture().*member);
    };
    connect(check, &QCheckBox::toggled, this, [this, member](bool on) {
        makeArchitectureCustom();
        draft().model.architecture.*member = on;
        m_sizeBase = current().model.architecture;
        loadModelFields(true);
        commit();
    });
}

// ---------------------------------------------------------------------------

namespace {

// A catalog family id as a heading: the makers' own spelling.
QString familyTitle(const std::string& family)
{
    static const std::pair<const char*, const char*> names[] = {
        {"gpt2", "GPT-2"},
        {"gpt3", "GPT-3"},
        {"bert", "BERT"},
        {"llama", "Llama"},
        {"mistral", "Mistral"},
        {"mixtral", "Mixtral"},
        {"qwen2", "Qwen2"},
        {"qwen3", "Qwen3"},
        {"qwen3_moe", "Qwen3 MoE"},
        {"gemma", "Gemma"},
        {"gemma2", "Gemma 2"},
        {"gemma3", "Gemma 3"},
        {"phi3", "Phi"},
        {"opt", "OPT"},
        {"resnet", "ResNet"},
        {"vit", "ViT"},
        {"deepseek_v3", "DeepSeek-V3 and Kimi K2"},
        {"gpt_oss", "gpt-oss"},
        {"glm4_moe", "GLM-4.5"},
        {"olmo2", "OLMo 2"},
        {"llama4", "Llama 4"},
        {"qwen3_next", "Qwen3-Next"},
        {"nemotron_h", "Nemotron-H"},
        {"granitemoehybrid", "Granite 4.0-H"},
    };
    for (const auto& [id, title] : names)
        if (family == id)
            return QString::fromUtf8(title);
    return QString::fromStdString(family);
}

} // namespace

void InputPanel::buildModelSection()
{
    // The GPU is asked beside the model, at the top: at 1280×720 the Hardware
    // section is below the fold.
    QFormLayout* form = addSection(QT_TR_NOOP("Model and GPU"));
    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("model.preset"));
    // Grouped by family (in catalog order), each under a header row that
    // cannot be chosen; typing filters by any part of a name.
    std::vector<std::string> families;
    for (const ModelPreset& p : m_catalog.models)
        if (std::find(families.begin(), families.end(), p.family) == families.end())
            families.push_back(p.family);
    auto* items = qobject_cast<QStandardItemModel*>(m_model->model());
    for (const std::string& family : families) {
        if (items && families.size() > 1) {
            auto* header = new QStandardItem(familyTitle(family));
            header->setFlags(Qt::NoItemFlags);
            QFont bold = header->font();
            bold.setBold(true);
            header->setFont(bold);
            items->appendRow(header);
        }
        for (const ModelPreset& p : m_catalog.models)
            if (p.family == family)
                m_model->addItem(QString::fromStdString(p.spec.name.empty() ? p.spec.id : p.spec.name),
                                 QString::fromStdString(p.spec.id));
    }
    m_model->insertSeparator(m_model->count());
    for (const auto& [text, id] : {std::pair{QT_TR_NOOP("Custom architecture"), "@architecture"},
                                   {QT_TR_NOOP("Parameter count only"), "@parameters"},
                                   {QT_TR_NOOP("Hugging Face config file"), "@hf"}}) {
        const int index = m_model->count();
        m_model->addItem(QString(), QString::fromLatin1(id));
        keepText(m_model, text, [this, index](const QString& t) {
            m_model->setItemText(index, t);
            nameImportedModel();
        });
    }
    m_model->setMaxVisibleItems(24);
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    language::keep(this, m_model, [this] { m_model->lineEdit()->setPlaceholderText(tr("Search models")); });
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    // A long name chosen from the list shows its start, not its end (the
    // line edit scrolls to the cursor); typing is left alone.
    QLineEdit* modelText = m_model->lineEdit();
    connect(modelText, &QLineEdit::textChanged, modelText, [modelText] {
        if (!modelText->hasFocus())
            modelText->setCursorPosition(0);
    });
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(12);
    Field& model = addField(form, QT_TR_NOOP("Model"), QStringLiteral("model.preset"), m_model, AllModes);
    model.load = [this] { loadModelFields(true); };
    connect(m_model, &QComboBox::currentIndexChanged, this, &InputPanel::onModelChosen);

    m_size = new LogSlider(LogSlider::Scale::Log, 1e6, 2e12);
    m_size->setObjectName(QStringLiteral("model.parameters"));
    m_size->setCountStyle();
    m_size->setSpinRange(1e3, 1e14);
    language::keep(this, m_size, [this] {
        m_size->spinBox()->setToolTip(tr("Parameters. Moving it scales the architecture (custom model)."));
    });
    addField(form, QT_TR_NOOP("Size (parameters)"), QStringLiteral("model.parameters"), m_size, AllModes);
    connect(m_size, &LogSlider::valueChanged, this, &InputPanel::onSizeChanged);

    LogSlider* act = addSlider(
        form, QT_TR_NOOP("Activations"), QStringLiteral("model.activation_bytes_per_sample"), Training,
        LogSlider::Scale::Log, 1 << 20, 1e11,
        [this](const Scenario& s) {
            return s.model.activationBytesPerSample > 0 ? s.model.activationBytesPerSample
                                                        : currentModel().activationBytesPerSample;
        },
        // On a generic preset the value overrides the catalog's estimate.
        [](Scenario& s, double v) { s.model.activationBytesPerSample = v; });
    language::keep(this, act, [act] {
        act->setDisplay(1, tr(" MiB/sample"), 1.0 / 1048576.0, 1);
        act->setToolTip(tr("Activation memory per sample at 16-bit, for a model known only by its size"));
    });
    m_fields.back().onlyGeneric = true;

    addGpuField(form);
    QFormLayout* arch = addExpander(form, QT_TR_NOOP("Architecture"), &m_archToggle);
    // The layer list in one strip (docs/model.md §1b): MLA, windows, linear
    // layers and MoE layers as the model has them.
    m_layerStrip = new LayerStrip;
    m_layerStrip->setObjectName(QStringLiteral("model.architecture.layers_strip"));
    Field& strip = addField(arch, QT_TR_NOOP("Layer kinds"), QStringLiteral("model.architecture.layers_strip"),
                            m_layerStrip, AllModes, true);
    strip.needsArchitecture = true;
    strip.load = [this] { refreshLayerStrip(); };
    addArchitectureSpin(arch, QT_TR_NOOP("Layers"), "layers", &Architecture::layers);
    addArchitectureSpin(arch, QT_TR_NOOP("Hidden size"), "hidden", &Architecture::hidden);
    addArchitectureSpin(arch, QT_TR_NOOP("Attention heads"), "heads", &Architecture::heads);
    addArchitectureSpin(arch, QT_TR_NOOP("KV heads"), "kv_heads", &Architecture::kvHeads);
    keepText(
        m_fields.back().editor, QT_TR_NOOP("same as heads"),
        [spin = static_cast<QSpinBox*>(m_fields.back().editor)](const QString& t) { spin->setSpecialValueText(t); });
    addArchitectureSpin(arch, QT_TR_NOOP("FFN size"), "ffn", &Architecture::ffn);
    keepText(
        m_fields.back().editor, QT_TR_NOOP("4 × hidden"),
        [spin = static_cast<QSpinBox*>(m_fields.back().editor)](const QString& t) { spin->setSpecialValueText(t); });
    addArchitectureSpin(arch, QT_TR_NOOP("Vocabulary"), "vocab", &Architecture::vocab);
    addArchitectureSpin(arch, QT_TR_NOOP("Experts"), "experts", &Architecture::experts);
    addArchitectureSpin(arch, QT_TR_NOOP("Experts per token"), "experts_per_token", &Architecture::expertsPerToken);
    addArchitectureCheck(arch, QT_TR_NOOP("Gated MLP"), "gated_mlp", &Architecture::gatedMlp);
    addArchitectureCheck(arch, QT_TR_NOOP("Tied embeddings"), "tied_embeddings", &Architecture::tiedEmbeddings);
}

void InputPanel::buildWorkloadSection()
{
    QFormLayout* form = addSection(QT_TR_NOOP("Workload"));
    addCombo(
        form, QT_TR_NOOP("Mode"), QStringLiteral("workload.mode"), AllModes,
        {{QT_TR_NOOP("Pre-training"), idOf(Mode::Train)},
         {QT_TR_NOOP("LoRA fine-tuning"), idOf(Mode::Lora)},
         {QT_TR_NOOP("QLoRA fine-tuning"), idOf(Mode::Qlora)},
         {QT_TR_NOOP("Inference"), idOf(Mode::Inference)}},
        [](const Scenario& s) { return idOf(s.workload.mode); },
        [](Scenario& s, const QString& id) {
            const Mode before = s.workload.mode;
            s.workload.mode = fromString<Mode>(id.toStdString()).value_or(Mode::Train);
            // Tokens still at the old mode's default take the new mode's.
            if (s.workload.trainingTokens == defaultTrainingTokens(before))
                s.workload.trainingTokens = defaultTrainingTokens(s.workload.mode);
        });
    using S = LogSlider::Scale;
    auto integer = [](auto member) {
        return [member](Scenario& s, double v) { s.workload.*member = std::llround(v); };
    };
    LogSlider* micro = addSlider(
        form, QT_TR_NOOP("Micro-batch size"), QStringLiteral("workload.micro_batch_size"), AllModes, S::PowersOfTwo, 1,
        1024, [](const Scenario& s) { return double(s.workload.microBatchSize); }, integer(&Workload::microBatchSize));
    language::keep(this, micro, [micro] {
        micro->spinBox()->setToolTip(tr("Sequences per GPU per step (the decode batch for inference)"));
    });
    addSlider(
        form, QT_TR_NOOP("Global batch size"), QStringLiteral("workload.global_batch_size"), Training, S::PowersOfTwo,
        1, 1 << 20, [](const Scenario& s) { return double(s.workload.globalBatchSize); },
        integer(&Workload::globalBatchSize));
    addSlider(
        form, QT_TR_NOOP("Sequence length"), QStringLiteral("workload.sequence_length"), Training, S::PowersOfTwo, 128,
        1 << 20, [](const Scenario& s) { return double(s.workload.sequenceLength); },
        integer(&Workload::sequenceLength));
    m_fields.back().needsArchitecture = true; // a CNN's sample is an image, not a sequence
    LogSlider* tokens = addSlider(
        form, QT_TR_NOOP("Training tokens"), QStringLiteral("workload.training_tokens"), Training, S::Log, 1e6, 1e15,
        [](const Scenario& s) { return s.workload.trainingTokens; },
        [](Scenario& s, double v) { s.workload.trainingTokens = v; });
    tokens->setCountStyle();
    tokens->setSpinRange(1, kMaxTrainingTokens); // what a scenario file accepts: more than none
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) {
        return !s.workload.samplesPerEpoch.has_value();
    };
    // Or in samples and epochs, as vision runs are sized (issue 16 item 2):
    // ImageNet-1k's 1,281,167 training images (Russakovsky et al. 2015) for
    // 90 epochs (Goyal et al. 2017) until the user says otherwise.
    addCheck(
        form, QT_TR_NOOP("Count samples and epochs"), QStringLiteral("workload.samples_per_epoch.enabled"), Training,
        [](const Scenario& s) { return s.workload.samplesPerEpoch.has_value(); },
        [this](Scenario& s, bool on) {
            s.workload.samplesPerEpoch.reset();
            if (on) {
                auto* samples = qobject_cast<LogSlider*>(editor(QStringLiteral("workload.samples_per_epoch")));
                s.workload.samplesPerEpoch = samples ? samples->value() : kImageNetImages;
                if (s.workload.epochs == 1 && currentModel().kind == ModelSpec::Kind::Generic)
                    s.workload.epochs = kImageNetEpochs;
            }
        });
    const auto bySamples = [](const Scenario& s, const ModelSpec&) { return s.workload.samplesPerEpoch.has_value(); };
    LogSlider* samples = addSlider(
        form, QT_TR_NOOP("Samples per epoch"), QStringLiteral("workload.samples_per_epoch"), Training, S::Log, 1e3,
        1e12, [](const Scenario& s) { return s.workload.samplesPerEpoch.value_or(kImageNetImages); },
        [](Scenario& s, double v) { s.workload.samplesPerEpoch = v; });
    samples->setCountStyle();
    samples->setIntegral(true);
    m_fields.back().applies = bySamples;
    LogSlider* epochs = addSlider(
        form, QT_TR_NOOP("Epochs"), QStringLiteral("workload.epochs"), Training, S::Log, 0.1, 1000,
        [](const Scenario& s) { return s.workload.epochs; }, [](Scenario& s, double v) { s.workload.epochs = v; });
    epochs->setDisplay(1);
    epochs->setSpinRange(0.1, 1e6);
    m_fields.back().applies = bySamples;
    addSlider(
        form, QT_TR_NOOP("Prompt tokens"), QStringLiteral("workload.prompt_tokens"), Inference, S::PowersOfTwo, 1,
        1 << 20, [](const Scenario& s) { return double(s.workload.promptTokens); }, integer(&Workload::promptTokens));
    addSlider(
        form, QT_TR_NOOP("Output tokens"), QStringLiteral("workload.output_tokens"), Inference, S::PowersOfTwo, 1,
        1 << 20, [](const Scenario& s) { return double(s.workload.outputTokens); }, integer(&Workload::outputTokens));
    addSlider(
        form, QT_TR_NOOP("LoRA rank"), QStringLiteral("workload.lora_rank"), Adapters, S::PowersOfTwo, 1, 1024,
        [](const Scenario& s) { return double(s.workload.loraRank); }, integer(&Workload::loraRank));
    addLoraTargets(form);
    buildDataFields(form);
}

// The input pipeline and checkpoints (docs/model.md §7c): what storage, PCIe
// and the CPU decoders take per step, and what checkpoints add. The summary
// says when one of them, not the GPU, sets the pace.
void InputPanel::buildDataFields(QFormLayout* form)
{
    using S = LogSlider::Scale;
    constexpr double kGB = 1e9;
    QFormLayout* data = addExpander(form, QT_TR_NOOP("Data and checkpoints"), &m_dataToggle);
    const auto images = [](const Scenario& s, const ModelSpec& m) { return dataKindOf(s.data, m) == DataKind::Images; };
    addCombo(
        data, QT_TR_NOOP("Samples"), QStringLiteral("data.kind"), Training,
        {{QT_TR_NOOP("Text (token ids)"), QStringLiteral("tokens")},
         {QT_TR_NOOP("Images (JPEG)"), QStringLiteral("images")}},
        [this](const Scenario& s) { return QString::fromUtf8(toString(dataKindOf(s.data, currentModel())).data()); },
        [](Scenario& s, const QString& id) {
            s.data.kind = fromString<DataKind>(id.toStdString()).value_or(DataKind::Tokens);
            s.data.bytesPerSample.reset(); // the new kind's default size
            s.data.decodedBytesPerSample.reset();
        });
    // What a sample takes on storage when the scenario does not say (§7c).
    const auto defaultSample = [this](const Scenario& s) {
        if (dataKindOf(s.data, currentModel()) == DataKind::Images)
            return kImageNetJpegBytes;
        const ModelPreset* preset =
            s.model.kind == ModelSource::Kind::Preset ? m_catalog.findModel(s.model.preset) : nullptr;
        const std::int64_t vocab = preset && preset->spec.kind == ModelSpec::Kind::Transformer ? preset->spec.arch.vocab
                                   : s.model.kind == ModelSource::Kind::Architecture ? s.model.architecture.vocab
                                                                                     : 32000;
        return double(s.workload.sequenceLength) * s.data.bytesPerToken.value_or(defaultBytesPerToken(vocab));
    };
    LogSlider* sample = addSlider(
        data, QT_TR_NOOP("Bytes per sample"), QStringLiteral("data.bytes_per_sample"), Training, S::Log, 1e3, 1e8,
        [defaultSample](const Scenario& s) { return s.data.bytesPerSample.value_or(defaultSample(s)); },
        [](Scenario& s, double v) { s.data.bytesPerSample = v; });
    language::keep(this, sample, [sample] {
        sample->setDisplay(1, tr(" KB"), 1e-3);
        sample->setToolTip(tr("One sample as stored: tokens × bytes per id for text, ~110 KB for an "
                              "ImageNet JPEG"));
    });
    LogSlider* read = addSlider(
        data, QT_TR_NOOP("Storage read"), QStringLiteral("data.storage_read_bytes_per_s"), Training, S::Log, 0.05 * kGB,
        100 * kGB, [](const Scenario& s) { return s.data.storageReadBytesPerS; },
        [](Scenario& s, double v) { s.data.storageReadBytesPerS = v; });
    language::keep(this, read, [read] {
        read->setDisplay(2, tr(" GB/s"), 1e-9);
        read->setToolTip(tr("What one node reads its samples at (local NVMe, a network file system)"));
    });
    const auto pcieDefault = [this](const Scenario& s) {
        const Gpu* g = s.hardware.inlineGpu ? &*s.hardware.inlineGpu : m_catalog.findGpu(s.hardware.gpu);
        return hostToDeviceBytesPerS(g ? g->generation : KernelGeneration::Generic);
    };
    LogSlider* pcie = addSlider(
        data, QT_TR_NOOP("Host to GPU"), QStringLiteral("data.pcie_bytes_per_s"), Training, S::Log, 1 * kGB, 500 * kGB,
        [pcieDefault](const Scenario& s) { return s.data.pcieBytesPerS.value_or(pcieDefault(s)); },
        [](Scenario& s, double v) { s.data.pcieBytesPerS = v; });
    language::keep(this, pcie, [pcie] {
        pcie->setDisplay(1, tr(" GB/s"), 1e-9);
        pcie->setToolTip(tr("Host-to-device copies per GPU: ~25 GB/s on PCIe 4.0 x16, ~50 GB/s on 5.0; "
                            "the GPU's generation until you change it"));
    });
    LogSlider* cores = addSlider(
        data, QT_TR_NOOP("CPU cores per node"), QStringLiteral("data.cpu_cores_per_node"), Training, S::PowersOfTwo, 1,
        1024, [](const Scenario& s) { return double(s.data.cpuCoresPerNode); },
        [](Scenario& s, double v) { s.data.cpuCoresPerNode = std::llround(v); });
    language::keep(this, cores,
                   [cores] { cores->setToolTip(tr("Cores the data-loader workers of one node decode images on")); });
    m_fields.back().applies = images;
    LogSlider* decode = addSlider(
        data, QT_TR_NOOP("Images per core"), QStringLiteral("data.decode_samples_per_s_per_core"), Training, S::Log, 10,
        10000, [](const Scenario& s) { return s.data.decodeSamplesPerSPerCore; },
        [](Scenario& s, double v) { s.data.decodeSamplesPerSPerCore = v; });
    language::keep(this, decode, [decode] {
        decode->setDisplay(0, tr(" /s"));
        decode->setToolTip(tr("JPEG decodes with augmentation one core does per second (an assumption: "
                              "measure your loader alone)"));
    });
    m_fields.back().applies = images;
    QCheckBox* overlap = addCheck(
        data, QT_TR_NOOP("Loader overlaps the step"), QStringLiteral("data.overlap"), Training,
        [](const Scenario& s) { return s.data.overlap; }, [](Scenario& s, bool on) { s.data.overlap = on; });
    language::keep(this, overlap, [overlap] {
        overlap->setToolTip(tr("Loader workers prepare the next batches while the GPUs run this one: the "
                               "slowest stage sets the pace instead of all of them adding up"));
    });
    LogSlider* every = addSlider(
        data, QT_TR_NOOP("Checkpoint every"), QStringLiteral("checkpoint.interval_steps"), Training, S::Log, 10, 100000,
        [](const Scenario& s) { return double(s.checkpoint.intervalSteps); },
        [](Scenario& s, double v) { s.checkpoint.intervalSteps = std::llround(v); });
    language::keep(this, every, [every] { every->setDisplay(0, tr(" steps")); });
    every->setIntegral(true);
    language::keep(this, every, [every] { every->setSpecialValueText(tr("never")); });
    LogSlider* write = addSlider(
        data, QT_TR_NOOP("Checkpoint write"), QStringLiteral("checkpoint.storage_write_bytes_per_s"), Training, S::Log,
        0.05 * kGB, 100 * kGB, [](const Scenario& s) { return s.checkpoint.storageWriteBytesPerS; },
        [](Scenario& s, double v) { s.checkpoint.storageWriteBytesPerS = v; });
    language::keep(this, write, [write] {
        write->setDisplay(2, tr(" GB/s"), 1e-9);
        write->setToolTip(tr("What the job writes a checkpoint (weights, master copy, optimizer states) at"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) { return s.checkpoint.intervalSteps > 0; };
}

void InputPanel::addLoraTargets(QFormLayout* form)
{
    // The matrix names as the scenario file writes them (headroom-cli(1)); the
    // tool tips say which matrix each is.
    const std::pair<const char*, const char*> targets[] = {
        {"q", QT_TR_NOOP("Attention query projection")}, {"k", QT_TR_NOOP("Attention key projection")},
        {"v", QT_TR_NOOP("Attention value projection")}, {"o", QT_TR_NOOP("Attention output projection")},
        {"gate", QT_TR_NOOP("MLP gate projection")},     {"up", QT_TR_NOOP("MLP up projection")},
        {"down", QT_TR_NOOP("MLP down projection")}};
    auto* row = new QWidget;
    row->setObjectName(QStringLiteral("workload.lora_targets"));
    language::keep(this, row,
                   [row] { row->setToolTip(tr("The weight matrices that get a LoRA adapter in every layer")); });
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    std::vector<std::pair<QCheckBox*, std::string>> checks;
    for (const auto& [id, tip] : targets) {
        auto* check = new QCheckBox(QString::fromLatin1(id), row);
        check->setObjectName(QStringLiteral("workload.lora_targets.") + QLatin1String(id));
        keepText(check, tip, [check](const QString& t) { check->setToolTip(t); });
        layout->addWidget(check);
        checks.push_back({check, id});
    }
    layout->addStretch(1);
    // Seven boxes are wider than the field column: they take a line of their own.
    Field& f = addField(form, QT_TR_NOOP("LoRA targets"), QStringLiteral("workload.lora_targets"), row, Adapters, true);
    f.needsArchitecture = true;
    f.load = [this, checks] {
        const auto& chosen = current().workload.loraTargets;
        for (const auto& [check, id] : checks) {
            const QSignalBlocker block(check);
            check->setChecked(std::find(chosen.begin(), chosen.end(), id) != chosen.end());
        }
    };
    for (const auto& entry : checks)
        connect(entry.first, &QCheckBox::toggled, this, [this, checks] {
            // Unchecking the last one is the user's to undo: the engine explains it.
            std::vector<std::string> chosen;
            for (const auto& [c, name] : checks)
                if (c->isChecked())
                    chosen.push_back(name);
            draft().workload.loraTargets = std::move(chosen);
            commit();
        });

    buildServingFields(form);
}

// Serving (docs/model.md §8b): latency limits, a fixed concurrency, the
// prefill/decode split and speculative decoding. 0 in a box means "none".
void InputPanel::buildServingFields(QFormLayout* form)
{
    QFormLayout* sv = addExpander(form, QT_TR_NOOP("Serving"), &m_servingToggle);
    auto optional = [this, sv](const char* label, const QString& path, const char* tip, double maximum, int decimals,
                               double scale, const char* suffix,
                               std::function<std::optional<double>(const Scenario&)> get,
                               std::function<void(Scenario&, std::optional<double>)> set) -> Field& {
        auto* spin = new QDoubleSpinBox;
        spin->setObjectName(path);
        spin->setRange(0, maximum);
        spin->setDecimals(decimals);
        language::keep(this, spin, [spin, tip, suffix] {
            spin->setSuffix(suffix ? tr(suffix) : QString());
            spin->setSpecialValueText(tr("none"));
            spin->setToolTip(tr(tip));
        });
        spin->setKeyboardTracking(false);
        spin->setAlignment(Qt::AlignRight);
        Field& f = addField(sv, label, path, spin, Inference);
        f.load = [this, spin, get, scale] {
            const QSignalBlocker block(spin);
            const auto v = get(current());
            spin->setValue(v ? *v / scale : 0.0);
        };
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, set, scale](double v) {
            set(draft(), v > 0 ? std::optional<double>(v * scale) : std::nullopt);
            commit();
        });
        return f;
    };
    optional(
        QT_TR_NOOP("TTFT limit"), QStringLiteral("serving.ttft_slo_seconds"),
        QT_TR_NOOP("Longest acceptable time to first token; the largest concurrency that meets it is chosen"), 1e6, 0,
        1e-3, QT_TR_NOOP(" ms"), [](const Scenario& s) { return s.serving.ttftSloSeconds; },
        [](Scenario& s, std::optional<double> v) { s.serving.ttftSloSeconds = v; });
    optional(
        QT_TR_NOOP("TPOT limit"), QStringLiteral("serving.tpot_slo_seconds"),
        QT_TR_NOOP("Longest acceptable time per output token (one user's decode speed)"), 1e6, 1, 1e-3,
        QT_TR_NOOP(" ms"), [](const Scenario& s) { return s.serving.tpotSloSeconds; },
        [](Scenario& s, std::optional<double> v) { s.serving.tpotSloSeconds = v; });
    optional(
        QT_TR_NOOP("Concurrency"), QStringLiteral("serving.concurrency"),
        QT_TR_NOOP("Sequences per replica; none lets the KV memory and the limits choose"), double(kMaxConcurrency), 0,
        1, nullptr,
        [](const Scenario& s) {
            return s.serving.concurrency ? std::optional<double>(double(*s.serving.concurrency)) : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) {
            s.serving.concurrency = v ? std::optional<std::int64_t>(std::llround(*v)) : std::nullopt;
        });
    Field& prefill = optional(
        QT_TR_NOOP("Prefill replicas"), QStringLiteral("serving.prefill_replicas"),
        QT_TR_NOOP("Disaggregated serving: replicas that only prefill and hand the KV cache to the others, which "
                   "only decode; none: every replica does both"),
        double(kMaxGpus), 0, 1, nullptr,
        [](const Scenario& s) {
            return s.serving.prefillReplicas ? std::optional<double>(double(*s.serving.prefillReplicas)) : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) {
            s.serving.prefillReplicas = v ? std::optional<std::int64_t>(std::llround(*v)) : std::nullopt;
        });
    // The split chosen for the most per GPU: the count above is then the model's to pick.
    prefill.applies = [](const Scenario& s, const ModelSpec&) { return !s.serving.prefillReplicasAuto; };
    QCheckBox* split = addCheck(
        sv, QT_TR_NOOP("Choose the split"), QStringLiteral("serving.prefill_replicas_auto"), Inference,
        [](const Scenario& s) { return s.serving.prefillReplicasAuto; },
        [](Scenario& s, bool on) {
            s.serving.prefillReplicasAuto = on;
            if (on)
                s.serving.prefillReplicas.reset();
        });
    language::keep(this, split, [split] {
        split->setToolTip(tr("Disaggregated serving: try every split of the replicas into prefill and decode pools and "
                             "keep the one that serves the most per GPU within the limits (needs two replicas)"));
    });
    // A request mix comes from a scenario file; the window says it is there.
    auto* mix = new QLabel;
    mix->setWordWrap(true);
    mix->setObjectName(QStringLiteral("serving.request_mix"));
    Field& mixField = addField(sv, QT_TR_NOOP("Request mix"), QStringLiteral("serving.request_mix"), mix, Inference);
    mixField.load = [this, mix] {
        const auto& kinds = current().serving.requestMix;
        mix->setText(kinds.empty() ? tr("none: every request is the prompt and output above")
                                   : tr("kinds of request from the file: %1; serving uses them, not the prompt "
                                        "and output above")
                                         .arg(kinds.size()));
    };
    language::keep(this, mix, mixField.load); // worded from the scenario, in each language
    optional(
        QT_TR_NOOP("Draft tokens"), QStringLiteral("serving.speculative.draft_tokens"),
        QT_TR_NOOP("Speculative decoding: tokens the draft proposes per target step"), 64, 0, 1, nullptr,
        [](const Scenario& s) {
            return s.serving.speculative.draftTokens > 0
                       ? std::optional<double>(double(s.serving.speculative.draftTokens))
                       : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) {
            s.serving.speculative.draftTokens = v ? std::int64_t(std::llround(*v)) : 0;
        });
    optional(
        QT_TR_NOOP("Acceptance"), QStringLiteral("serving.speculative.acceptance"),
        QT_TR_NOOP("Speculative decoding: the chance the target accepts each drafted token"), 0.99, 2, 1, nullptr,
        [](const Scenario& s) {
            return s.serving.speculative.acceptance > 0 ? std::optional<double>(s.serving.speculative.acceptance)
                                                        : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) { s.serving.speculative.acceptance = v.value_or(0.0); });
    Field& kvShare = optional(
        QT_TR_NOOP("KV cache share"), QStringLiteral("serving.kv_memory_fraction"),
        QT_TR_NOOP("The share of the memory left after the weights that the runtime gives its KV cache "
                   "(TensorRT-LLM's free_gpu_memory_fraction; 0.90 unless set)"),
        1, 2, 1, nullptr, [](const Scenario& s) { return s.serving.kvMemoryFraction; },
        [](Scenario& s, std::optional<double> v) { s.serving.kvMemoryFraction = v; });
    keepText(
        kvShare.editor, QT_TR_NOOP("default"),
        [spin = qobject_cast<QDoubleSpinBox*>(kvShare.editor)](const QString& t) { spin->setSpecialValueText(t); });
}

void InputPanel::buildPrecisionSection()
{
    QFormLayout* form = addSection(QT_TR_NOOP("Precision and optimizer"));
    std::vector<std::pair<Text, QString>> recipes;
    for (Recipe r : kRecipes)
        recipes.push_back({Text([r] { return ChartText::barLabel(std::string(toString(r))); }), idOf(r)});
    addCombo(
        form, QT_TR_NOOP("Recipe"), QStringLiteral("precision.recipe"), Training, recipes,
        [](const Scenario& s) { return idOf(s.precision.recipe); },
        [](Scenario& s, const QString& id) {
            s.precision.recipe = fromString<Recipe>(id.toStdString()).value_or(Recipe::MixedBf16);
        });
    std::vector<std::pair<Text, QString>> dtypes;
    for (DType d : kDTypes)
        dtypes.push_back({Text([d] { return idOf(d).toUpper(); }), idOf(d)});
    addCombo(
        form, QT_TR_NOOP("Weights"), QStringLiteral("precision.weights"), Inference, dtypes,
        [](const Scenario& s) { return idOf(s.precision.weights); },
        [](Scenario& s, const QString& id) {
            s.precision.weights = fromString<DType>(id.toStdString()).value_or(DType::Bf16);
        });
    addCombo(
        form, QT_TR_NOOP("KV cache"), QStringLiteral("precision.kv_cache"), Inference, dtypes,
        [](const Scenario& s) { return idOf(s.precision.kvCache); },
        [](Scenario& s, const QString& id) {
            s.precision.kvCache = fromString<DType>(id.toStdString()).value_or(DType::Bf16);
        });
    addCombo(
        form, QT_TR_NOOP("Optimizer"), QStringLiteral("optimizer"), Training,
        {{QT_TR_NOOP("AdamW"), idOf(Optimizer::AdamW)},
         {QT_TR_NOOP("Adam"), idOf(Optimizer::Adam)},
         {QT_TR_NOOP("AdamW 8-bit"), idOf(Optimizer::AdamW8bit)},
         {QT_TR_NOOP("Lion"), idOf(Optimizer::Lion)},
         {QT_TR_NOOP("SGD with momentum"), idOf(Optimizer::SgdMomentum)},
         {QT_TR_NOOP("SGD"), idOf(Optimizer::Sgd)},
         {QT_TR_NOOP("Adafactor"), idOf(Optimizer::Adafactor)}},
        [](const Scenario& s) { return idOf(s.optimizer); },
        [](Scenario& s, const QString& id) {
            s.optimizer = fromString<Optimizer>(id.toStdString()).value_or(Optimizer::AdamW);
        });
    // The software that runs the job (docs/model.md §6b): its memory and
    // kernels. "Default" is the papers' accounting.
    std::vector<std::pair<Text, QString>> stacks = {{QT_TR_NOOP("Default"), QStringLiteral("default")}};
    for (const auto& [stack, id] : EnumNames<SoftwareStack>::table) {
        const bool serving = !stackFacts(stack).training;
        stacks.push_back({Text([stack, serving] {
                              return serving ? tr("%1 (inference)").arg(Report::stackName(stack))
                                             : Report::stackName(stack);
                          }),
                          idOf(stack)});
    }
    QComboBox* software = addCombo(
        form, QT_TR_NOOP("Software"), QStringLiteral("software.stack"), AllModes, stacks,
        [](const Scenario& s) { return s.software.stack ? idOf(*s.software.stack) : QStringLiteral("default"); },
        [](Scenario& s, const QString& id) { s.software.stack = fromString<SoftwareStack>(id.toStdString()); });
    language::keep(this, software, [software] {
        software->setToolTip(tr("What runs the job: what it keeps in memory and when (the peak of the step), "
                                "its allocator's reserve and the CUDA context. Default: the papers' accounting "
                                "(Megatron-LM for training, TensorRT-LLM for inference)"));
    });
    QCheckBox* compile = addCheck(
        form, QT_TR_NOOP("torch.compile"), QStringLiteral("software.compile"), Training,
        [](const Scenario& s) { return s.software.compile; }, [](Scenario& s, bool on) { s.software.compile = on; });
    language::keep(this, compile, [compile] {
        compile->setToolTip(tr("Compiled with torch.compile: fused elementwise kernels save fewer tensors "
                               "(PyTorch-native stacks)"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) {
        return s.software.stack == SoftwareStack::Fsdp2 || s.software.stack == SoftwareStack::HfTransformers;
    };
    QCheckBox* sync = addCheck(
        form, QT_TR_NOOP("sync_each_batch"), QStringLiteral("software.sync_each_batch"), Training,
        [](const Scenario& s) { return s.software.syncEachBatch; },
        [](Scenario& s, bool on) { s.software.syncEachBatch = on; });
    language::keep(this, sync, [sync] {
        sync->setToolTip(tr("The Trainer reduces the gradients after every micro-batch (Accelerate's "
                            "sync_each_batch). Off, its default, FSDP keeps the whole model's gradients unsharded "
                            "until a step's last micro-batch"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) {
        return s.software.stack == SoftwareStack::HfTransformers && s.parallelism.zero >= 3;
    };
    QCheckBox* fa2 = addCheck(
        form, QT_TR_NOOP("FlashAttention-2"), QStringLiteral("software.attention"), Training,
        [](const Scenario& s) { return s.software.attention == AttentionKernel::FlashAttention2; },
        [](Scenario& s, bool on) {
            s.software.attention = on ? AttentionKernel::FlashAttention2 : AttentionKernel::Stack;
        });
    language::keep(this, fa2, [fa2] {
        fa2->setToolTip(tr("Attention runs FlashAttention-2 kernels: PyTorch's SDPA before it preferred cuDNN on "
                           "Hopper, or transformers' flash_attention_2 (about 0.34 of an H100's peak against 0.45)"));
    });
    QComboBox* loss = addCombo(
        form, QT_TR_NOOP("Loss"), QStringLiteral("software.loss"), Training,
        {{QT_TR_NOOP("The stack's (fp32 logits)"), idOf(LossKernel::Stack)},
         {QT_TR_NOOP("Compiled"), idOf(LossKernel::Compiled)},
         {QT_TR_NOOP("Chunked"), idOf(LossKernel::Chunked)}},
        [](const Scenario& s) { return idOf(s.software.loss); },
        [](Scenario& s, const QString& id) {
            s.software.loss = fromString<LossKernel>(id.toStdString()).value_or(LossKernel::Stack);
        });
    language::keep(this, loss, [loss] {
        loss->setToolTip(tr("The cross-entropy: the stack's upcasts the logits to fp32 (three fp32 copies at the "
                            "start of the backward); compiled, torch.compile fuses it and keeps the 16-bit logits "
                            "(torchtitan with torch.compile since April 2025); chunked, a fused linear "
                            "cross-entropy (Liger Kernel, Cut Cross-Entropy) never makes the whole logits"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) {
        return s.software.stack && stackFacts(*s.software.stack).loss == LossRule::UpcastLogSoftmax;
    };
    QCheckBox* deepep = addCheck(
        form, QT_TR_NOOP("DeepEP dispatch"), QStringLiteral("software.moe_dispatcher"), Training,
        [](const Scenario& s) { return s.software.moeDispatcher == MoeDispatcher::DeepEp; },
        [](Scenario& s, bool on) { s.software.moeDispatcher = on ? MoeDispatcher::DeepEp : MoeDispatcher::AllToAll; });
    language::keep(this, deepep, [deepep] {
        deepep->setToolTip(tr("The experts' tokens go out and back through DeepEP's fused dispatch and combine "
                              "kernels, which write the experts' buffers directly. Off, Megatron-Core's alltoall "
                              "dispatcher copies each routed token into the exchange's order, sorts it by expert "
                              "and undoes both (mixture-of-experts models on Megatron or under torch.compile)"));
    });
    m_fields.back().needsArchitecture = true;
    m_fields.back().applies = [](const Scenario& s, const ModelSpec& model) {
        // Eager stacks run transformers' own experts path (docs/model.md §6b).
        return model.kind == ModelSpec::Kind::Transformer && model.arch.experts > 1 &&
               (stackFacts(stackOf(s)).fusedElementwise || s.software.compile);
    };
}

void InputPanel::buildParallelismSection()
{
    QFormLayout* form = addSection(QT_TR_NOOP("Parallelism and memory savers"));
    using S = LogSlider::Scale;
    auto integer = [](auto member) {
        return [member](Scenario& s, double v) { s.parallelism.*member = std::llround(v); };
    };
    addSlider(
        form, QT_TR_NOOP("GPUs"), QStringLiteral("parallelism.gpus"), AllModes, S::PowersOfTwo, 1, 16384,
        [](const Scenario& s) { return double(s.parallelism.gpus); }, integer(&Parallelism::gpus));
    addSlider(
        form, QT_TR_NOOP("Tensor parallel"), QStringLiteral("parallelism.tensor"), AllModes, S::PowersOfTwo, 1, 64,
        [](const Scenario& s) { return double(s.parallelism.tensor); }, integer(&Parallelism::tensor));
    addSlider(
        form, QT_TR_NOOP("Pipeline parallel"), QStringLiteral("parallelism.pipeline"), AllModes, S::PowersOfTwo, 1, 128,
        [](const Scenario& s) { return double(s.parallelism.pipeline); }, integer(&Parallelism::pipeline));
    LogSlider* stages = addSlider(
        form, QT_TR_NOOP("Virtual stages"), QStringLiteral("parallelism.virtual_stages"), Training, S::Linear, 1, 16,
        [](const Scenario& s) { return double(s.parallelism.virtualStages); }, integer(&Parallelism::virtualStages));
    stages->setIntegral(true);
    stages->setDisplay(0, {}, 1, 1);
    language::keep(this, stages, [stages] {
        stages->setToolTip(tr("Interleaved pipeline: model chunks per GPU, which shrink the pipeline "
                              "bubble (needs pipeline parallel above 1)"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) { return s.parallelism.pipeline > 1; };
    LogSlider* expert = addSlider(
        form, QT_TR_NOOP("Expert parallel"), QStringLiteral("parallelism.expert"), AllModes, S::PowersOfTwo, 1, 64,
        [](const Scenario& s) { return double(s.parallelism.expert); }, integer(&Parallelism::expert));
    language::keep(this, expert, [expert] {
        expert->setToolTip(tr("GPUs of a data-parallel group that share out each MoE layer's experts "
                              "(mixture-of-experts models only)"));
    });
    m_fields.back().needsArchitecture = true;
    m_fields.back().applies = [](const Scenario&, const ModelSpec& model) {
        return model.kind == ModelSpec::Kind::Transformer && model.arch.experts > 1;
    };
    LogSlider* context = addSlider(
        form, QT_TR_NOOP("Context parallel"), QStringLiteral("parallelism.context"), Training, S::PowersOfTwo, 1, 64,
        [](const Scenario& s) { return double(s.parallelism.context); }, integer(&Parallelism::context));
    language::keep(this, context, [context] {
        context->setToolTip(tr("GPUs that split each sequence between them (ring attention): for long "
                               "sequences; divides the activations and adds a K/V exchange"));
    });
    m_fields.back().needsArchitecture = true;
    m_fields.back().applies = [](const Scenario&, const ModelSpec& model) {
        return model.kind == ModelSpec::Kind::Transformer;
    };
    addCombo(
        form, QT_TR_NOOP("ZeRO stage"), QStringLiteral("parallelism.zero"), Training,
        {{QT_TR_NOOP("0: none"), QStringLiteral("0")},
         {QT_TR_NOOP("1: optimizer states"), QStringLiteral("1")},
         {QT_TR_NOOP("2: + gradients"), QStringLiteral("2")},
         {QT_TR_NOOP("3: + weights"), QStringLiteral("3")}},
        [](const Scenario& s) { return QString::number(s.parallelism.zero); },
        [](Scenario& s, const QString& id) { s.parallelism.zero = id.toInt(); });
    addCheck(
        form, QT_TR_NOOP("Sequence parallel"), QStringLiteral("parallelism.sequence_parallel"), AllModes,
        [](const Scenario& s) { return s.parallelism.sequenceParallel; },
        [](Scenario& s, bool on) { s.parallelism.sequenceParallel = on; });
    addCombo(
        form, QT_TR_NOOP("Recomputation"), QStringLiteral("activations.recompute"), Training,
        {{QT_TR_NOOP("None"), idOf(Recompute::None)},
         {QT_TR_NOOP("Selective"), idOf(Recompute::Selective)},
         {QT_TR_NOOP("Full"), idOf(Recompute::Full)}},
        [](const Scenario& s) { return idOf(s.activations.recompute); },
        [](Scenario& s, const QString& id) {
            s.activations.recompute = fromString<Recompute>(id.toStdString()).value_or(Recompute::None);
        });
    QSpinBox* someLayers = addCount(
        form, QT_TR_NOOP("Recomputed layers"), QStringLiteral("activations.recompute_layers"), Training,
        int(kMaxLayers), QT_TR_NOOP("every layer"),
        [](const Scenario& s) { return int(s.activations.recomputeLayers.value_or(0)); },
        [](Scenario& s, int n) {
            if (n > 0)
                s.activations.recomputeLayers = n;
            else
                s.activations.recomputeLayers.reset();
        });
    language::keep(this, someLayers, [someLayers] {
        someLayers->setToolTip(tr("Full recomputation of only the first layers of each pipeline stage (each model "
                                  "chunk when interleaved); the others keep their activations. Megatron-LM's "
                                  "recompute_method block with recompute_num_layers"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec& model) {
        return s.activations.recompute == Recompute::Full && model.kind == ModelSpec::Kind::Transformer &&
               stackFacts(stackOf(s)).blockRecompute;
    };
    addCheck(
        form, QT_TR_NOOP("FlashAttention"), QStringLiteral("activations.flash_attention"), AllModes,
        [](const Scenario& s) { return s.activations.flashAttention; },
        [](Scenario& s, bool on) { s.activations.flashAttention = on; });
}

void InputPanel::addGpuField(QFormLayout* form)
{
    // The GPU items are filled by refreshGpus(): the catalog can change while
    // the window is open (the GPU form, an imported file).
    m_gpuCombo = addCombo(
        form, QT_TR_NOOP("GPU"), QStringLiteral("hardware.gpu"), AllModes, {},
        [](const Scenario& s) {
            return s.hardware.inlineGpu ? QStringLiteral("@inline") : QString::fromStdString(s.hardware.gpu);
        },
        [this](Scenario& s, const QString& id) {
            if (id == QLatin1String("@inline"))
                return;
            s.hardware.gpu = id.toStdString();
            s.hardware.inlineGpu.reset();
            // The catalog prices follow the GPU unless the user set their own.
            for (Field& f : m_fields)
                if (f.path.startsWith(QLatin1String("cost.")) && f.load)
                    f.load();
        });
    refreshGpus();
}

void InputPanel::refreshGpus()
{
    if (!m_gpuCombo)
        return;
    const QSignalBlocker block(m_gpuCombo);
    m_gpuCombo->clear();
    const std::string& shown = current().hardware.gpu;
    for (const Gpu& g : m_catalog.gpus) {
        // Announced parts only when asked for, or when the scenario names one.
        if (g.preliminary && !m_showPreliminary && g.id != shown)
            continue;
        QString name = QString::fromStdString(g.name.empty() ? g.id : g.name);
        if (g.preliminary)
            name = tr("%1 (preliminary)").arg(name);
        m_gpuCombo->addItem(name, QString::fromStdString(g.id));
    }
    m_gpuCombo->addItem(tr("GPU described in the file"), QStringLiteral("@inline"));
    for (Field& f : m_fields)
        if (f.editor == m_gpuCombo && f.load)
            f.load();
}

void InputPanel::setShowPreliminary(bool show)
{
    m_showPreliminary = show;
    refreshGpus();
}

void InputPanel::buildHardwareSection()
{
    QFormLayout* form = addSection(QT_TR_NOOP("Hardware"));
    // Training time is predicted from the step's parts unless the user fixes
    // an MFU they measured; inference always takes one (its compute efficiency).
    m_fixedMfu = new QCheckBox;
    keepText(m_fixedMfu, QT_TR_NOOP("Fixed MFU"), [this](const QString& t) { m_fixedMfu->setText(t); });
    m_fixedMfu->setObjectName(QStringLiteral("hardware.mfu.enabled"));
    language::keep(this, m_fixedMfu, [this] {
        m_fixedMfu->setToolTip(tr("Time training by an MFU you know from your own runs instead of predicting "
                                  "the step from compute, communication and pipeline bubbles"));
    });
    form->addRow(QString(), m_fixedMfu);
    LogSlider* mfu = addSlider(
        form, QT_TR_NOOP("MFU"), QStringLiteral("hardware.mfu"), AllModes, LogSlider::Scale::Linear, 0.05, 1.0,
        [](const Scenario& s) { return s.hardware.mfu.value_or(kFormat1DefaultMfu); },
        [](Scenario& s, double v) { s.hardware.mfu = v; });
    mfu->setDisplay(0, QStringLiteral(" %"), 100);
    language::keep(this, mfu, [mfu] {
        mfu->spinBox()->setToolTip(tr("Model FLOPs utilisation: the share of peak the training run achieves"));
    });
    // Inference always takes MFU; training only when fixed, and HFU replaces it when set.
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) {
        return s.workload.mode == Mode::Inference || (s.hardware.mfu && !s.hardware.hfu);
    };
    connect(m_fixedMfu, &QCheckBox::toggled, this, [this, mfu](bool on) {
        draft().hardware.mfu = on ? std::optional<double>(mfu->value()) : std::nullopt;
        if (!on)
            draft().hardware.hfu.reset();
        commit();
    });

    // Rarely changed: experts set these from measurements.
    using S = LogSlider::Scale;
    QFormLayout* more = addExpander(form, QT_TR_NOOP("Efficiency and overhead"), &m_hardwareToggle);
    m_useHfu = new QCheckBox;
    keepText(m_useHfu, QT_TR_NOOP("Use HFU instead of MFU"), [this](const QString& t) { m_useHfu->setText(t); });
    m_useHfu->setObjectName(QStringLiteral("hardware.hfu.enabled"));
    language::keep(this, m_useHfu, [this] {
        m_useHfu->setToolTip(tr("Time training by the hardware FLOPs utilisation, which counts "
                                "recomputed FLOPs, instead of MFU"));
    });
    more->addRow(QString(), m_useHfu);
    LogSlider* hfu = addSlider(
        more, QT_TR_NOOP("HFU"), QStringLiteral("hardware.hfu"), Training, S::Linear, 0.05, 1.0,
        [](const Scenario& s) { return s.hardware.hfu.value_or(s.hardware.mfu.value_or(kFormat1DefaultMfu)); },
        [](Scenario& s, double v) { s.hardware.hfu = v; });
    hfu->setDisplay(0, QStringLiteral(" %"), 100);
    language::keep(this, hfu, [hfu] {
        hfu->setToolTip(tr("Hardware FLOPs utilisation: the share of peak the GPUs achieve, "
                           "recomputation included"));
    });
    m_fields.back().applies = [](const Scenario& s, const ModelSpec&) { return s.hardware.hfu.has_value(); };
    connect(m_useHfu, &QCheckBox::toggled, this, [this, hfu](bool on) {
        // Starts from the slider's value (the MFU until an HFU was set).
        draft().hardware.hfu = on ? std::optional<double>(hfu->value()) : std::nullopt;
        if (on && !current().hardware.mfu)
            draft().hardware.mfu = kFormat1DefaultMfu; // HFU is a fixed-efficiency model too
        commit();
    });
    LogSlider* bandwidth = addSlider(
        more, QT_TR_NOOP("BW efficiency"), QStringLiteral("hardware.bandwidth_efficiency"), Inference, S::Linear, 0.05,
        1.0, [](const Scenario& s) { return s.hardware.bandwidthEfficiency; },
        [](Scenario& s, double v) { s.hardware.bandwidthEfficiency = v; });
    bandwidth->setDisplay(0, QStringLiteral(" %"), 100);
    language::keep(this, bandwidth, [bandwidth] {
        bandwidth->setToolTip(tr("The share of the GPU's peak memory bandwidth that inference actually reaches"));
    });
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    LogSlider* fixed = addSlider(
        more, QT_TR_NOOP("Fixed overhead"), QStringLiteral("overhead.fixed_bytes"), AllModes, S::Linear, 0, 4 * kGiB,
        [](const Scenario& s) { return s.overhead.fixedBytes; },
        [](Scenario& s, double v) { s.overhead.fixedBytes = v; });
    fixed->setIntegral(true);
    language::keep(this, fixed, [fixed] {
        fixed->setDisplay(2, tr(" GiB"), 1 / kGiB, 0.25);
        fixed->setToolTip(tr("Memory each GPU loses before the model loads: CUDA context, cuBLAS and "
                             "NCCL workspaces"));
    });
    LogSlider* fraction = addSlider(
        more, QT_TR_NOOP("Fragmentation"), QStringLiteral("overhead.fraction"), AllModes, S::Linear, 0, 0.5,
        [](const Scenario& s) { return s.overhead.fraction; }, [](Scenario& s, double v) { s.overhead.fraction = v; });
    fraction->setDisplay(0, QStringLiteral(" %"), 100);
    language::keep(this, fraction, [fraction] {
        fraction->setToolTip(tr("Memory lost to allocator fragmentation, as a share of everything else on the GPU"));
    });

    // The network and what hides behind what: the predicted step time's inputs.
    QFormLayout* net = addExpander(form, QT_TR_NOOP("Network and overlap"), &m_networkToggle);
    const auto predicted = [](const Scenario& s, const ModelSpec&) { return !s.hardware.mfu && !s.hardware.hfu; };
    const auto cluster = [this](const Scenario& s) {
        const Gpu* g = s.hardware.inlineGpu ? &*s.hardware.inlineGpu : m_catalog.findGpu(s.hardware.gpu);
        return clusterOf(g ? *g : Gpu{}, s.hardware);
    };
    LogSlider* perNode = addSlider(
        net, QT_TR_NOOP("GPUs per node"), QStringLiteral("hardware.gpus_per_node"), Training, S::PowersOfTwo, 1, 1024,
        [cluster](const Scenario& s) { return double(cluster(s).gpusPerNode); },
        [](Scenario& s, double v) { s.hardware.gpusPerNode = std::int64_t(std::llround(v)); });
    language::keep(this, perNode, [perNode] {
        perNode->setToolTip(tr("GPUs joined by the fast scale-up link (NVLink, xGMI) in one node or rack "
                               "domain; the catalog's figure until you change it"));
    });
    m_fields.back().applies = predicted;
    constexpr double kGB = 1e9;
    LogSlider* up = addSlider(
        net, QT_TR_NOOP("Scale-up"), QStringLiteral("hardware.scale_up_bytes_per_s"), Training, S::Log, 1 * kGB,
        2000 * kGB, [cluster](const Scenario& s) { return cluster(s).scaleUpBytesPerS; },
        [](Scenario& s, double v) { s.hardware.scaleUpBytesPerS = v; });
    language::keep(this, up, [up] { up->setDisplay(0, tr(" GB/s"), 1e-9, 1); });
    language::keep(
        this, up, [up] { up->setToolTip(tr("Bandwidth per GPU and direction inside a node (NVLink, xGMI or PCIe)")); });
    m_fields.back().applies = predicted;
    LogSlider* out = addSlider(
        net, QT_TR_NOOP("Scale-out"), QStringLiteral("hardware.scale_out_bytes_per_s"), Training, S::Log, 0.5 * kGB,
        500 * kGB, [cluster](const Scenario& s) { return cluster(s).scaleOutBytesPerS; },
        [](Scenario& s, double v) { s.hardware.scaleOutBytesPerS = v; });
    language::keep(this, out, [out] {
        out->setDisplay(1, tr(" GB/s"), 1e-9, 0.5);
        out->setToolTip(tr("Each GPU's share of the network between nodes (InfiniBand, RoCE), per direction"));
    });
    m_fields.back().applies = predicted;
    const struct {
        const char* path;
        const char* label;
        const char* tip;
        bool Overlap::*member;
    } overlaps[] = {
        {"parallelism.overlap.grad_reduce", QT_TR_NOOP("Overlap gradient reduction"),
         QT_TR_NOOP("Reduce gradients bucket by bucket during the backward pass (--overlap-grad-reduce)"),
         &Overlap::gradReduce},
        {"parallelism.overlap.param_gather", QT_TR_NOOP("Overlap parameter gathers"),
         QT_TR_NOOP("Prefetch ZeRO/FSDP parameter all-gathers behind compute (--overlap-param-gather)"),
         &Overlap::paramGather},
        {"parallelism.overlap.tensor", QT_TR_NOOP("Overlap tensor-parallel"),
         QT_TR_NOOP("Hide the forward tensor-parallel collectives behind the GEMMs (--tp-comm-overlap)"),
         &Overlap::tensor},
        {"parallelism.overlap.pipeline", QT_TR_NOOP("Overlap pipeline transfers"),
         QT_TR_NOOP("Hide the stage-to-stage transfers behind compute, except while the pipeline fills and drains"),
         &Overlap::pipeline},
        {"parallelism.overlap.expert", QT_TR_NOOP("Overlap expert all-to-all"),
         QT_TR_NOOP("Hide the MoE dispatch and combine behind another micro-batch's compute (DualPipe, "
                    "--overlap-moe-expert-parallel-comm)"),
         &Overlap::expert},
    };
    for (const auto& o : overlaps) {
        const auto member = o.member;
        QCheckBox* box = addCheck(
            net, o.label, QLatin1String(o.path), Training,
            [member](const Scenario& s) { return s.parallelism.overlap.*member; },
            [member](Scenario& s, bool on) { s.parallelism.overlap.*member = on; });
        keepText(box, o.tip, [box](const QString& t) { box->setToolTip(t); });
        m_fields.back().applies = predicted;
    }

    // A board power limit (nvidia-smi -pl): lower tensor-core clocks, less energy.
    const auto gpuOf = [this](const Scenario& s) {
        const Gpu* g = s.hardware.inlineGpu ? &*s.hardware.inlineGpu : m_catalog.findGpu(s.hardware.gpu);
        return g ? *g : Gpu{};
    };
    LogSlider* power = addSlider(
        net, QT_TR_NOOP("Power limit"), QStringLiteral("hardware.power_limit_watts"), AllModes, S::Linear, 50, 1500,
        [gpuOf](const Scenario& s) { return boardWatts(gpuOf(s), s.hardware); },
        [](Scenario& s, double v) { s.hardware.powerLimitWatts = v; });
    language::keep(this, power, [power] {
        power->setDisplay(0, tr(" W"), 1, 10);
        power->setToolTip(tr("The board's power limit (nvidia-smi -pl); below the TDP the tensor cores run at "
                             "lower clocks, and energy is paid on the limit. The GPU's TDP until you change it"));
    });
    m_fields.back().applies = [gpuOf](const Scenario& s, const ModelSpec&) { return gpuOf(s).tdpWatts > 0; };

    // Calibration: the efficiency scale, and fitting it to one run of the user's.
    LogSlider* scale = addSlider(
        net, QT_TR_NOOP("Efficiency scale"), QStringLiteral("hardware.efficiency_scale"), Training, S::Linear, 0.25,
        2.0, [](const Scenario& s) { return s.hardware.efficiencyScale; },
        [](Scenario& s, double v) { s.hardware.efficiencyScale = v; });
    scale->setDisplay(2, {}, 1, 0.01);
    language::keep(this, scale, [scale] {
        scale->setToolTip(tr("Multiplies every kernel efficiency of the predicted step; 1 is the built-in "
                             "model. \"Fit\" sets it from a run of yours."));
    });
    m_fields.back().applies = predicted;
    m_measured = new QDoubleSpinBox;
    m_measured->setObjectName(QStringLiteral("calibration.measured"));
    m_measured->setRange(0, 1e7);
    m_measured->setDecimals(0);
    m_measured->setAlignment(Qt::AlignRight);
    language::keep(this, m_measured, [this] {
        m_measured->setToolTip(tr("Tokens per second per GPU that your own run of this layout measured"));
    });
    Field& measuredField =
        addField(net, QT_TR_NOOP("Measured tok/s/GPU"), QStringLiteral("calibration.measured"), m_measured, Training);
    measuredField.applies = predicted;
    auto* fit = new QPushButton;
    keepText(fit, QT_TR_NOOP("Fit"), [fit](const QString& t) { fit->setText(t); });
    fit->setObjectName(QStringLiteral("calibration.fit"));
    language::keep(this, fit, [fit] {
        fit->setToolTip(tr("Set the efficiency scale so the predicted step matches your measurement; every "
                           "other layout is then predicted from it"));
    });
    net->addRow(QString(), fit);
    m_calibration = new QLabel;
    m_calibration->setObjectName(QStringLiteral("calibration.result"));
    m_calibration->setWordWrap(true);
    net->addRow(QString(), m_calibration);
    // The outcome of the last fit, worded again in each language.
    language::keep(this, m_calibration, [this] {
        if (m_calibrationWords)
            m_calibration->setText(m_calibrationWords());
    });
    connect(fit, &QPushButton::clicked, this, [this] { fitToMeasurement(); });
}

void InputPanel::fitToMeasurement()
{
    const auto say = [this](std::function<QString()> words) {
        m_calibrationWords = std::move(words);
        m_calibration->setText(m_calibrationWords());
    };
    auto rs = resolve(current(), m_catalog);
    if (!rs) {
        say([error = rs.error()] { return Report::errorMessage(error); });
        return;
    }
    auto fit = calibrate(*rs, MeasuredQuantity::TokensPerSecondPerGpu, m_measured->value());
    if (!fit) {
        say([error = fit.error()] { return Report::errorMessage(error); });
        return;
    }
    draft().hardware.efficiencyScale = fit->efficiencyScale;
    draft().hardware.mfu.reset(); // the fit is of the predicted step
    draft().hardware.hfu.reset();
    say([scale = fit->efficiencyScale, before = fit->before] {
        const QLocale locale;
        return tr("Fitted: efficiency scale %1 (the model predicted %2 tokens/s per GPU)")
            .arg(locale.toString(scale, 'f', 3), locale.toString(before, 'f', 0));
    });
    loadAll();
    commit();
}

void InputPanel::buildCostSection()
{
    QFormLayout* form = addSection(QT_TR_NOOP("Cost"));
    using S = LogSlider::Scale;
    LogSlider* cloud = addSlider(
        form, QT_TR_NOOP("Cloud price"), QStringLiteral("cost.cloud_usd_per_gpu_hour"), AllModes, S::Log, 0.1, 100,
        [this](const Scenario& s) { return s.cost.cloudUsdPerGpuHour.value_or(catalogCloudPrice()); },
        [](Scenario& s, double v) { s.cost.cloudUsdPerGpuHour = v; });
    cloud->spinBox()->setPrefix(QStringLiteral("$"));
    language::keep(this, cloud, [cloud] {
        cloud->setDisplay(2, tr("/h"), 1, 0.1);
        cloud->setToolTip(tr("Cloud price per GPU-hour"));
    });
    LogSlider* purchase = addSlider(
        form, QT_TR_NOOP("Purchase price"), QStringLiteral("cost.purchase_usd_per_gpu"), AllModes, S::Log, 500, 200000,
        [this](const Scenario& s) { return s.cost.purchaseUsdPerGpu.value_or(catalogPurchasePrice()); },
        [](Scenario& s, double v) { s.cost.purchaseUsdPerGpu = v; });
    purchase->spinBox()->setPrefix(QStringLiteral("$"));
    purchase->setDisplay(0, {}, 1, 1000);
    language::keep(this, purchase, [purchase] { purchase->setToolTip(tr("Purchase price per GPU")); });
    // "Back to the catalog's price" buttons beside the two optional prices.
    auto reset = [this](LogSlider* slider, std::optional<double> CostConfig::*member) {
        auto* button = new QToolButton(slider);
        button->setText(QStringLiteral("↺"));
        language::keep(this, button, [button] { button->setToolTip(tr("Back to the catalog's price for this GPU")); });
        button->setAutoRaise(true);
        slider->layout()->addWidget(button);
        connect(button, &QToolButton::clicked, this, [this, slider, member] {
            draft().cost.*member = std::nullopt;
            for (Field& f : m_fields)
                if (f.editor == slider)
                    f.load();
            commit();
        });
        return button;
    };
    m_cloudReset = reset(cloud, &CostConfig::cloudUsdPerGpuHour);
    m_purchaseReset = reset(purchase, &CostConfig::purchaseUsdPerGpu);
    // Which of the catalog's dated rates the cloud price follows.
    addCombo(
        form, QT_TR_NOOP("Cloud rate"), QStringLiteral("cost.cloud_pricing"), AllModes,
        {{QT_TR_NOOP("On-demand"), QStringLiteral("on-demand")},
         {QT_TR_NOOP("One-year reserved"), QStringLiteral("reserved-1yr")},
         {QT_TR_NOOP("Spot"), QStringLiteral("spot")}},
        [](const Scenario& s) {
            return QString::fromLatin1(toString(s.cost.cloudPricing.value_or(CloudPricing::OnDemand)).data());
        },
        [this](Scenario& s, const QString& id) {
            const auto p = fromString<CloudPricing>(id.toStdString()).value_or(CloudPricing::OnDemand);
            s.cost.cloudPricing = p == CloudPricing::OnDemand ? std::nullopt : std::optional<CloudPricing>(p);
            for (Field& f : m_fields)
                if (f.path == QLatin1String("cost.cloud_usd_per_gpu_hour") && f.load)
                    f.load();
        });
    language::keep(this, m_fields.back().editor, [w = m_fields.back().editor] {
        w->setToolTip(tr("The catalog rate the cloud price follows when you have not set your own; the GPU's "
                         "on-demand rate when the catalog has none of this kind"));
    });
    // Where the two prices come from and how old they are (docs/catalog.md).
    m_priceNote = new QLabel(this);
    m_priceNote->setObjectName(QStringLiteral("cost.price_note"));
    m_priceNote->setWordWrap(true);
    QFont small = m_priceNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_priceNote->setFont(small);
    form->addRow(m_priceNote);

    LogSlider* use = addSlider(
        form, QT_TR_NOOP("Utilisation"), QStringLiteral("cost.utilization"), AllModes, S::Linear, 0.01, 1.0,
        [](const Scenario& s) { return s.cost.utilization; }, [](Scenario& s, double v) { s.cost.utilization = v; });
    use->setDisplay(0, QStringLiteral(" %"), 100);
    LogSlider* power = addSlider(
        form, QT_TR_NOOP("Electricity"), QStringLiteral("cost.electricity_usd_per_kwh"), AllModes, S::Linear, 0, 1.0,
        [](const Scenario& s) { return s.cost.electricityUsdPerKwh; },
        [](Scenario& s, double v) { s.cost.electricityUsdPerKwh = v; });
    power->spinBox()->setPrefix(QStringLiteral("$"));
    language::keep(this, power, [power] { power->setDisplay(3, tr("/kWh"), 1, 0.01); });
    LogSlider* pue = addSlider(
        form, QT_TR_NOOP("PUE"), QStringLiteral("cost.pue"), AllModes, S::Linear, 1.0, 3.0,
        [](const Scenario& s) { return s.cost.pue; }, [](Scenario& s, double v) { s.cost.pue = v; });
    pue->setDisplay(2, {}, 1, 0.05);
    language::keep(this, pue, [pue] {
        pue->spinBox()->setToolTip(tr("Power usage effectiveness: facility power over IT power"));
    });
    LogSlider* hosting = addSlider(
        form, QT_TR_NOOP("Hosting"), QStringLiteral("cost.hosting_usd_per_kw_month"), AllModes, S::Linear, 0, 500,
        [](const Scenario& s) { return s.cost.hostingUsdPerKwMonth; },
        [](Scenario& s, double v) { s.cost.hostingUsdPerKwMonth = v; });
    hosting->spinBox()->setPrefix(QStringLiteral("$"));
    language::keep(this, hosting, [hosting] {
        hosting->setDisplay(0, tr("/kW·month"), 1, 10);
        hosting->setToolTip(tr("On-premises data-centre space, cooling and power delivery per kW of "
                               "GPU power per month"));
    });
    LogSlider* years = addSlider(
        form, QT_TR_NOOP("Depreciation"), QStringLiteral("cost.depreciation_years"), AllModes, S::Linear, 1, 10,
        [](const Scenario& s) { return s.cost.depreciationYears; },
        [](Scenario& s, double v) { s.cost.depreciationYears = v; });
    language::keep(this, years, [years] { years->setDisplay(1, tr(" years"), 1, 0.5); });
    LogSlider* server = addSlider(
        form, QT_TR_NOOP("Server share"), QStringLiteral("cost.server_share"), AllModes, S::Linear, 0, 1.0,
        [](const Scenario& s) { return s.cost.serverShare; }, [](Scenario& s, double v) { s.cost.serverShare = v; });
    server->setDisplay(0, QStringLiteral(" %"), 100);
    language::keep(this, server, [server] {
        server->spinBox()->setToolTip(tr("Server, network and storage cost as a share of the GPU price"));
    });
    LogSlider* upkeep = addSlider(
        form, QT_TR_NOOP("Maintenance"), QStringLiteral("cost.maintenance_per_year"), AllModes, S::Linear, 0, 0.3,
        [](const Scenario& s) { return s.cost.maintenancePerYear; },
        [](Scenario& s, double v) { s.cost.maintenancePerYear = v; });
    language::keep(this, upkeep, [upkeep] {
        upkeep->setDisplay(1, tr(" %/year"), 100);
        upkeep->setToolTip(tr("Maintenance per year as a share of the capital cost"));
    });
}

// ---------------------------------------------------------------------------

ModelSpec InputPanel::currentModel() const
{
    const ModelSource& m = current().model;
    ModelSpec spec;
    switch (m.kind) {
    case ModelSource::Kind::Preset:
        if (const ModelPreset* p = m_catalog.findModel(m.preset))
            spec = p->spec;
        break;
    case ModelSource::Kind::Architecture:
        spec.kind = ModelSpec::Kind::Transformer;
        spec.arch = m.architecture;
        break;
    case ModelSource::Kind::HfConfig: {
        std::filesystem::path p(m.hfConfigPath);
        if (p.is_relative() && !current().baseDir.empty())
            p = std::filesystem::path(current().baseDir) / p;
        if (auto loaded = loadHfConfigFile(p.string()))
            spec = *loaded;
        break;
    }
    case ModelSource::Kind::Parameters:
        spec.kind = ModelSpec::Kind::Generic;
        spec.parameters = m.parameters;
        spec.activationBytesPerSample = m.activationBytesPerSample;
        break;
    }
    return spec;
}

Architecture InputPanel::displayedArchitecture() const
{
    const ModelSpec spec = currentModel();
    return spec.kind == ModelSpec::Kind::Transformer ? spec.arch : Architecture{};
}

void InputPanel::makeArchitectureCustom()
{
    if (current().model.kind == ModelSource::Kind::Architecture)
        return;
    ModelSource m;
    m.kind = ModelSource::Kind::Architecture;
    m.architecture = displayedArchitecture();
    draft().model = m;
    const QSignalBlocker block(m_model);
    m_model->setCurrentIndex(m_model->findData(QStringLiteral("@architecture")));
}

void InputPanel::onModelChosen(int index)
{
    const ModelSpec before = currentModel();
    const QString id = m_model->itemData(index).toString();
    if (id == QLatin1String("@architecture")) {
        makeArchitectureCustom();
    } else if (id == QLatin1String("@parameters")) {
        const ModelSpec spec = currentModel();
        ModelSource m;
        m.kind = ModelSource::Kind::Parameters;
        m.parameters = countParameters(spec).total;
        m.activationBytesPerSample = spec.activationBytesPerSample;
        draft().model = m;
    } else if (id == QLatin1String("@hf")) {
        // Only a file (File → Import model, or dropped) sets a config; keep the current model.
        loadModelFields(true);
        return;
    } else {
        ModelSource m;
        m.kind = ModelSource::Kind::Preset;
        m.preset = id.toStdString();
        draft().model = m;
    }
    m_sizeBase = displayedArchitecture();
    repairForModel(before);
    loadModelFields(true);
    loadAll();
    commit();
}

void InputPanel::repairForModel(const ModelSpec& before)
{
    const ModelSpec spec = currentModel();
    Parallelism& par = draft().parallelism;
    const bool transformer = spec.kind == ModelSpec::Kind::Transformer;
    const QString name = QString::fromStdString(spec.name.empty() ? spec.id : spec.name);
    QStringList said;
    const std::int64_t experts = transformer ? std::max<std::int64_t>(1, spec.arch.experts) : 1;
    if (par.expert > 1 && experts % par.expert != 0) {
        // The largest expert-parallel size that still divides the experts.
        std::int64_t ep = par.expert;
        while (ep > 1 && experts % ep != 0)
            --ep;
        par.expert = ep;
        said << (experts > 1 ? tr("expert parallel set to %1 (%2 has %3 experts)").arg(ep).arg(name).arg(experts)
                             : tr("expert parallel set back to 1 (%1 has no experts)").arg(name));
    }
    const std::int64_t heads = transformer ? std::max<std::int64_t>(1, spec.arch.heads) : 1;
    if (par.tensor > 1 && (!transformer || heads % par.tensor != 0)) {
        std::int64_t t = transformer ? par.tensor : 1;
        while (t > 1 && heads % t != 0)
            --t;
        par.tensor = t;
        if (t == 1)
            par.sequenceParallel = false;
        said << tr("tensor parallel set to %1 (it must divide the %2 attention heads)").arg(t).arg(heads);
    }
    if (!transformer && par.pipeline > 1) {
        par.pipeline = 1;
        par.virtualStages = 1;
        said << tr("pipeline parallel set back to 1 (a model known only by its size has no layers to split)");
    }
    Workload& w = draft().workload;
    // Adapters need layers to adapt: a model known only by its size trains whole.
    if (!transformer && (w.mode == Mode::Lora || w.mode == Mode::Qlora)) {
        const Mode was = w.mode;
        w.mode = Mode::Train;
        if (w.trainingTokens == defaultTrainingTokens(was))
            w.trainingTokens = defaultTrainingTokens(w.mode);
        said << tr("mode set to pre-training (LoRA and QLoRA adapt the layers of a transformer)");
    }
    // A model sized per image is trained in images and epochs, not tokens
    // (ImageNet-1k for 90 epochs until the user says otherwise); a language
    // model after it counts tokens again.
    const auto perImage = [](const ModelSpec& m) {
        return m.kind == ModelSpec::Kind::Generic && m.forwardFlopsPerSample > 0;
    };
    if (perImage(before) && !perImage(spec) && transformer && w.samplesPerEpoch) {
        w.samplesPerEpoch.reset();
        said << tr("counted in tokens again: %1 training tokens").arg(Formatter().count(w.trainingTokens));
    }
    if (spec.kind == ModelSpec::Kind::Generic && spec.forwardFlopsPerSample > 0 && !w.samplesPerEpoch) {
        w.samplesPerEpoch = kImageNetImages;
        w.epochs = kImageNetEpochs;
        said << tr("counted in images: %1 per epoch (ImageNet-1k), %2 epochs")
                    .arg(QLocale().toString(qlonglong(kImageNetImages)))
                    .arg(kImageNetEpochs);
    }
    if (!said.isEmpty())
        emit notice(tr("For %1: %2.").arg(name, said.join(QStringLiteral("; "))));
}

void InputPanel::onSizeChanged(double parameters)
{
    const ModelSpec spec = currentModel();
    if (spec.kind == ModelSpec::Kind::Generic) {
        ModelSource m;
        m.kind = ModelSource::Kind::Parameters;
        m.parameters = parameters;
        m.activationBytesPerSample = current().model.activationBytesPerSample > 0
                                         ? current().model.activationBytesPerSample
                                         : spec.activationBytesPerSample;
        draft().model = m;
    } else {
        makeArchitectureCustom();
        draft().model.architecture = scaleArchitecture(m_sizeBase, parameters);
    }
    // The new shape may not take the parallel sizes the old one did.
    repairForModel(spec);
    loadModelFields(false);
    commit();
}

void InputPanel::nameImportedModel()
{
    // An imported model keeps its name in the Model box ("Qwen2.5-7B"), not
    // "Custom architecture"; other scenarios show the entries' own words.
    const ModelSource& m = current().model;
    const int architecture = m_model->findData(QStringLiteral("@architecture"));
    const int parameters = m_model->findData(QStringLiteral("@parameters"));
    const QString name = QString::fromStdString(m.name);
    if (architecture >= 0)
        m_model->setItemText(architecture, m.kind == ModelSource::Kind::Architecture && !name.isEmpty()
                                               ? name
                                               : tr("Custom architecture"));
    if (parameters >= 0)
        m_model->setItemText(
            parameters, m.kind == ModelSource::Kind::Parameters && !name.isEmpty() ? name : tr("Parameter count only"));
}

void InputPanel::loadModelFields(bool includingSize)
{
    const ModelSource& m = current().model;
    QString id;
    switch (m.kind) {
    case ModelSource::Kind::Preset: id = QString::fromStdString(m.preset); break;
    case ModelSource::Kind::Architecture: id = QStringLiteral("@architecture"); break;
    case ModelSource::Kind::Parameters: id = QStringLiteral("@parameters"); break;
    case ModelSource::Kind::HfConfig: id = QStringLiteral("@hf"); break;
    }
    {
        const QSignalBlocker block(m_model);
        m_model->setCurrentIndex(m_model->findData(id));
        m_model->setToolTip(m.kind == ModelSource::Kind::HfConfig ? QString::fromStdString(m.hfConfigPath) : QString());
        nameImportedModel();
    }
    if (includingSize) {
        const ModelSpec spec = currentModel();
        m_size->setValue(spec.kind == ModelSpec::Kind::Generic ? spec.parameters : countParameters(spec).total);
    }
    for (Field& f : m_fields)
        if (f.load && (f.path.startsWith(QLatin1String("model.architecture.")) ||
                       f.path == QLatin1String("model.activation_bytes_per_sample")))
            f.load();
}

void InputPanel::loadAll()
{
    m_loading = true;
    for (Field& f : m_fields)
        if (f.load)
            f.load();
    {
        const QSignalBlocker block(m_useHfu);
        m_useHfu->setChecked(current().hardware.hfu.has_value());
        const QSignalBlocker blockMfu(m_fixedMfu);
        m_fixedMfu->setChecked(current().hardware.mfu.has_value() || current().hardware.hfu.has_value());
    }
    // A scenario that tunes the collapsed hardware fields shows them (never
    // closed here: the user may have opened it).
    const Scenario defaults;
    if (current().hardware.hfu || current().hardware.bandwidthEfficiency != defaults.hardware.bandwidthEfficiency ||
        !(current().overhead == defaults.overhead))
        m_hardwareToggle->setChecked(true);
    if (current().hardware.gpusPerNode || current().hardware.scaleUpBytesPerS || current().hardware.scaleOutBytesPerS ||
        !(current().parallelism.overlap == defaults.parallelism.overlap))
        m_networkToggle->setChecked(true);
    if (current().workload.mode == Mode::Inference && !(current().serving == defaults.serving))
        m_servingToggle->setChecked(true);
    if (current().workload.mode != Mode::Inference &&
        (!(current().data == defaults.data) || !(current().checkpoint == defaults.checkpoint)))
        m_dataToggle->setChecked(true);
    m_sizeBase = displayedArchitecture();
    m_loading = false;
    updateEnabled();
    updatePriceNote();
}

void InputPanel::updatePriceNote()
{
    if (!m_priceNote)
        return;
    const Scenario& s = current();
    const Gpu* g = s.hardware.inlineGpu ? &*s.hardware.inlineGpu : m_catalog.findGpu(s.hardware.gpu);
    if (!g) {
        m_priceNote->clear();
        return;
    }
    const QString today = Report::today();
    const PriceChoice cloud = cloudRateOf(*g, s.cost);
    const PriceChoice purchase = purchasePriceOf(*g, s.cost);
    const bool warn = Report::priceWarns(cloud, today) || Report::priceWarns(purchase, today);
    m_priceNote->setText(
        tr("Cloud rate: %1. Purchase price: %2.")
            .arg(Report::priceOrigin(cloud, today), Report::priceOrigin(purchase, today)) +
        (warn ? QLatin1Char(' ') + tr("Check the prices older than six months or not quoted.") : QString()));
    setStyleSheetIfChanged(m_priceNote,
                           warn ? QStringLiteral("color: #8a5a00;") : QStringLiteral("color: palette(mid);"));
    QStringList sources;
    for (const PriceChoice* c : {&cloud, &purchase})
        if (c->from && !c->from->source.empty())
            sources << QString::fromStdString(c->from->source);
    m_priceNote->setToolTip(sources.join(QLatin1Char('\n')));
}

void InputPanel::loadOthers(const QObject* editor)
{
    const bool loading = m_loading;
    m_loading = true;
    for (Field& f : m_fields)
        if (f.load && f.editor != editor && !f.path.startsWith(QLatin1String("model.")))
            f.load();
    m_loading = loading;
}

void InputPanel::reload()
{
    m_editing = false;
    loadAll();
}

Scenario& InputPanel::draft()
{
    if (!m_editing) {
        m_draft = m_source();
        m_editing = true;
    }
    return m_draft;
}

double InputPanel::catalogCloudPrice() const
{
    const Gpu* g =
        current().hardware.inlineGpu ? &*current().hardware.inlineGpu : m_catalog.findGpu(current().hardware.gpu);
    // The catalog's rate of the kind the scenario asks for (headroom/scenario.h cloudRateOf).
    CostConfig catalogOnly;
    catalogOnly.cloudPricing = current().cost.cloudPricing;
    return g ? cloudRateOf(*g, catalogOnly).usd : 3.0; // docs/model.md §10
}

double InputPanel::catalogPurchasePrice() const
{
    const Gpu* g =
        current().hardware.inlineGpu ? &*current().hardware.inlineGpu : m_catalog.findGpu(current().hardware.gpu);
    return g && g->priceUsd > 0 ? g->priceUsd : 30000.0; // scenario.cpp's default
}

void InputPanel::updateEnabled()
{
    const unsigned modeBit = 1u << unsigned(current().workload.mode);
    const ModelSpec model = currentModel();
    const bool generic = model.kind == ModelSpec::Kind::Generic;
    for (Field& f : m_fields) {
        // A field that shows an error stays editable, so it can be put right in place.
        const bool on = ((f.modes & modeBit) && !(f.needsArchitecture && generic) && !(f.onlyGeneric && !generic) &&
                         (!f.applies || f.applies(current(), model))) ||
                        &f == m_errorField || &f == m_errorSubject;
        f.editor->setEnabled(on);
        f.label->setEnabled(on);
    }
    m_useHfu->setEnabled(current().workload.mode != Mode::Inference);
    m_fixedMfu->setEnabled(current().workload.mode != Mode::Inference);
    m_cloudReset->setEnabled(current().cost.cloudUsdPerGpuHour.has_value());
    m_purchaseReset->setEnabled(current().cost.purchaseUsdPerGpu.has_value());
}

void InputPanel::refreshLayerStrip()
{
    const ModelSpec spec = currentModel();
    m_layerStrip->setArchitecture(spec.arch, spec.kind == ModelSpec::Kind::Transformer);
}

void InputPanel::commit()
{
    if (m_loading)
        return;
    // The field the user just changed: an error its change causes lands on it.
    m_edited.clear();
    for (const QObject* o = sender(); o && m_edited.isEmpty(); o = o->parent())
        for (const Field& f : m_fields)
            if (f.editor == o)
                m_edited = f.path;
    // A choice can change other fields (LoRA's own training tokens): show
    // them. A slider being dragged changes only itself and is left alone.
    if (qobject_cast<const QComboBox*>(sender()) || qobject_cast<const QCheckBox*>(sender()))
        loadOthers(sender());
    refreshLayerStrip();
    updateEnabled();
    updatePriceNote();
    // Sent to the owner, which takes it (Controller::editScenario); from now
    // on the panel reads the owner's again.
    const Scenario edited = current();
    m_editing = false;
    emit scenarioEdited(edited);
}

// ---------------------------------------------------------------------------

namespace {

bool pathWithin(const QString& path, const QString& field)
{
    return path == field || path.startsWith(field + QLatin1Char('.')) || path.startsWith(field + QLatin1Char('['));
}

// A label as words: no mnemonic, no colon.
QString labelWords(const QLabel* label)
{
    QString text = label->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    while (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    return text.simplified();
}

} // namespace

void InputPanel::showError(const std::optional<Error>& error)
{
    Field* subject = nullptr; // the field the error's path names
    Field* target = nullptr;  // the field that shows it
    if (error) {
        const QString path = QString::fromStdString(error->path);
        for (Field& f : m_fields)
            if (pathWithin(path, f.path) && (!subject || f.path.size() > subject->path.size()))
                subject = &f;
        target = subject;
        // A relation broken by the field just changed is said at that field
        // (GPUs to 1,000,000 breaks the global batch: say it at GPUs).
        if (!m_edited.isEmpty() && (!subject || subject->path != m_edited))
            for (const std::string& r : error->related)
                if (pathWithin(m_edited, QString::fromStdString(r)) || pathWithin(QString::fromStdString(r), m_edited))
                    for (Field& f : m_fields)
                        if (f.path == m_edited)
                            target = &f;
    }
    for (Field& f : m_fields)
        if (&f != target && &f != subject)
            setStyleSheetIfChanged(f.label, QString());
    m_errorField = target;
    m_errorSubject = subject;
    if (!error) {
        m_generalError->clear();
        m_generalError->hide();
        m_balloon->hide();
        if (std::exchange(m_showingError, false))
            updateEnabled();
        return;
    }
    m_showingError = true;
    if (target) {
        Error local = *error; // the field says where; the message says what
        local.file.clear();
        local.path.clear();
        QString text = Report::errorMessage(local);
        if (target != subject) {
            const QString name = subject ? labelWords(subject->label) : QString::fromStdString(error->path);
            text = tr("%1 is %2 and must be %3")
                       .arg(name, Report::number(QString::fromStdString(error->value)), Report::expectation(*error));
        }
        m_balloon->setText(text);
        setStyleSheetIfChanged(target->label, QLatin1String(kErrorStyle));
        if (subject)
            setStyleSheetIfChanged(subject->label, QLatin1String(kErrorStyle));
        m_generalError->hide();
        if (target->expander && !target->expander->isChecked())
            target->expander->setChecked(true);
        placeBalloon();
        m_balloon->show();
        m_balloon->raise();
        // Opening a group moves the fields: place it again once laid out.
        QMetaObject::invokeMethod(this, &InputPanel::placeBalloon, Qt::QueuedConnection);
    } else {
        m_balloon->hide();
        m_generalError->setText(Report::errorMessage(*error));
        m_generalError->show();
    }
    updateEnabled(); // the field in error is editable, whatever the mode
}

void InputPanel::placeBalloon()
{
    if (!m_errorField || m_balloon->text().isEmpty())
        return;
    const QWidget* editor = m_errorField->editor;
    // From the label's left edge to the editor's right: room for a sentence.
    const QPoint topLeft = m_errorField->label->mapTo(this, QPoint(0, 0));
    const QPoint editorBottomRight = editor->mapTo(this, QPoint(editor->width(), editor->height()));
    const int left = std::min(topLeft.x(), editor->mapTo(this, QPoint(0, 0)).x());
    const int width = std::max(editorBottomRight.x() - left, 120);
    m_balloon->setFixedWidth(width);
    const int height = m_balloon->heightForWidth(width);
    m_balloon->setFixedHeight(height > 0 ? height : m_balloon->sizeHint().height());
    int y = editorBottomRight.y() + 1;
    if (y + m_balloon->height() > this->height()) // no room below: above the label
        y = std::max(0, topLeft.y() - m_balloon->height() - 1);
    m_balloon->move(left, y);
}

void InputPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        refreshGpus(); // "(preliminary)" and the inline item, in the new language
        updatePriceNote();
        alignLabels();
    }
}

void InputPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeBalloon();
}

void InputPanel::setCurrencySymbol(const QString& symbol)
{
    for (const char* path : {"cost.cloud_usd_per_gpu_hour", "cost.purchase_usd_per_gpu", "cost.electricity_usd_per_kwh",
                             "cost.hosting_usd_per_kw_month"})
        if (auto* slider = qobject_cast<LogSlider*>(editor(QLatin1String(path))))
            slider->spinBox()->setPrefix(symbol);
}

QWidget* InputPanel::editor(const QString& path) const
{
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.editor;
    return nullptr;
}

QString InputPanel::errorText(const QString& path) const
{
    if (path.isEmpty())
        return m_generalError->isHidden() ? QString() : m_generalError->text();
    return m_errorField && m_errorField->path == path && !m_balloon->isHidden() ? m_balloon->text() : QString();
}

QString InputPanel::fieldName(const QString& path) const
{
    const Field* field = nullptr;
    for (const Field& f : m_fields)
        if (pathWithin(path, f.path) && (!field || f.path.size() > field->path.size()))
            field = &f;
    return field ? labelWords(field->label) : QString();
}

QStringList InputPanel::fieldPaths() const
{
    QStringList paths;
    for (const Field& f : m_fields)
        paths << f.path;
    return paths;
}

} // namespace headroom::app
