#pragma once

#include "logslider.h"

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/scenario.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace headroom::app {

// Edits a Scenario: every scenario field (headroom-cli(1)) as a slider with a spin box, a
// combo or a check box. Inputs that do not apply to the mode are disabled
// (their values kept). An engine error is shown in red under the field its
// JSON path names; nothing is clamped.
class InputPanel : public QWidget {
    Q_OBJECT
public:
    // `source` gives the scenario the panel shows: the controller's, the one
    // owner. An edit copies it, changes the copy and sends it back as
    // scenarioEdited; the panel keeps no scenario of its own between edits.
    InputPanel(const Catalog& catalog, std::function<const Scenario&()> source, QWidget* parent = nullptr);

    // Fills every widget from the source's scenario without emitting
    // scenarioEdited (after a load, an undo or an edit made elsewhere).
    void reload();
    const Scenario& scenario() const { return current(); }

    // Fills the GPU list again from the catalog (it changed); announced parts
    // are listed when `setShowPreliminary(true)` or when the scenario names one.
    void refreshGpus();
    void setShowPreliminary(bool show);
    bool showsPreliminary() const { return m_showPreliminary; }

    // The symbol shown before prices (a display preference; amounts are USD).
    void setCurrencySymbol(const QString& symbol);

    // Shows `error` next to its field (or at the top when no field has its
    // path); clears any previous one. std::nullopt clears.
    void showError(const std::optional<Error>& error);

    // For tests and the window: the editor for a JSON path ("parallelism.gpus"),
    // the error text shown for it ("" for the panel-wide one), the paths known.
    QWidget* editor(const QString& path) const;
    QString errorText(const QString& path) const;
    QStringList fieldPaths() const;
    // The words of the label of the field a JSON path falls in ("" if none).
    QString fieldName(const QString& path) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    // LanguageChange: the labels (set again by language::keep before this
    // runs) are lined up anew.
    void changeEvent(QEvent* event) override;

signals:
    void scenarioEdited(const headroom::Scenario& scenario);
    // A setting the new model cannot take was put back, in words for the status bar.
    void notice(const QString& text);

private:
    // Modes a field applies to, as bits.
    enum ModeBits : unsigned {
        Train = 1,
        Lora = 2,
        Qlora = 4,
        Inference = 8,
        Training = Train | Lora | Qlora,
        Adapters = Lora | Qlora,
        AllModes = Training | Inference
    };
    struct Field {
        QString path;
        QWidget* editor = nullptr;
        QLabel* label = nullptr;
        unsigned modes = AllModes;
        bool needsArchitecture = false; // disabled for a model known only by its size
        bool onlyGeneric = false;
        // Further condition for the field to apply (pipeline > 1, an MoE model, ...).
        std::function<bool(const Scenario&, const ModelSpec&)> applies;
        QToolButton* expander = nullptr; // the toggle of the collapsed group it is in
        bool labelAbove = false;         // the label has a line of its own
        std::function<void()> load;      // scenario -> widget, without signals
    };

    // A label or item text as it is made again after each switch of
    // language: a tr() source marked QT_TR_NOOP, or a function that words it
    // (a catalog name, another class's translation).
    struct Text {
        Text(const char* trSource) : source(trSource) {}
        Text(std::function<QString()> make) : make(std::move(make)) {}
        QString operator()() const { return source ? tr(source) : make(); }
        const char* source = nullptr;
        std::function<QString()> make;
    };
    // Sets a static text through `set`, now and after each switch of language.
    void keepText(QObject* target, Text text, std::function<void(const QString&)> set);

    QFormLayout* addSection(Text title);
    void buildServingFields(QFormLayout* workload);
    void buildDataFields(QFormLayout* workload);
    void refreshLayerStrip();
    // One label column width for every section (after their texts changed).
    void alignLabels();
    // After a model change (from `before`): parallel sizes the new model
    // cannot take go back to ones it can (issue 17 item 2), and so do
    // settings that no longer apply: adapters on a model without layers, a
    // run counted in images for a language model (issue 29 item 8). The
    // user is told in the status bar.
    void repairForModel(const ModelSpec& before);
    // A collapsed group of fields under a toggle, inside `form`. Fields added
    // to the returned layout remember the toggle: an error in one opens it.
    QFormLayout* addExpander(QFormLayout* form, Text title, QToolButton** toggle);
    // `labelAbove`: the label on a line of its own and the editor below it
    // across the whole width, for an editor wider than the field column.
    Field& addField(QFormLayout* form, Text label, const QString& path, QWidget* editor, unsigned modes,
                    bool labelAbove = false);
    LogSlider* addSlider(QFormLayout* form, Text label, const QString& path, unsigned modes, LogSlider::Scale scale,
                         double minimum, double maximum, std::function<double(const Scenario&)> get,
                         std::function<void(Scenario&, double)> set);
    QComboBox* addCombo(QFormLayout* form, Text label, const QString& path, unsigned modes,
                        const std::vector<std::pair<Text, QString>>& items, std::function<QString(const Scenario&)> get,
                        std::function<void(Scenario&, const QString&)> set);
    QCheckBox* addCheck(QFormLayout* form, Text label, const QString& path, unsigned modes,
                        std::function<bool(const Scenario&)> get, std::function<void(Scenario&, bool)> set);
    // A count from `min`, 0 standing for the field's absence (`none` words it).
    QSpinBox* addCount(QFormLayout* form, Text label, const QString& path, unsigned modes, int max, Text none,
                       std::function<int(const Scenario&)> get, std::function<void(Scenario&, int)> set);
    void addArchitectureSpin(QFormLayout* form, Text label, const char* key, std::int64_t Architecture::*member);
    void addArchitectureCheck(QFormLayout* form, Text label, const char* key, bool Architecture::*member);
    void addLoraTargets(QFormLayout* form);

    void buildModelSection();
    void buildWorkloadSection();
    void buildPrecisionSection();
    void buildParallelismSection();
    void buildHardwareSection();
    void addGpuField(QFormLayout* form);
    void buildCostSection();

    // The model as the panel shows it: a preset's, the custom architecture,
    // a config file's, or a bare parameter count.
    ModelSpec currentModel() const;
    Architecture displayedArchitecture() const;
    // Switches the model to a custom architecture, starting from what is shown.
    void makeArchitectureCustom();
    void onModelChosen(int index);
    void onSizeChanged(double parameters);
    void nameImportedModel(); // the Model box names an imported model
    void loadModelFields(bool includingSize);
    void loadAll();
    // Loads every field but the model's and `editor`'s: what an edit changed
    // beside its own field (a mode's training tokens) shows at once.
    void loadOthers(const QObject* editor);
    void updateEnabled();
    void commit();
    void placeBalloon();
    // Sets the efficiency scale from the measured tokens/s per GPU (core calibrate()).
    void fitToMeasurement();
    double catalogCloudPrice() const;
    double catalogPurchasePrice() const;

    const Catalog& m_catalog;
    // The source's scenario, or the edit in progress: draft() copies the
    // source at an edit's first change, commit() sends it and lets it go.
    const Scenario& current() const { return m_editing ? m_draft : m_source(); }
    Scenario& draft();
    std::function<const Scenario&()> m_source;
    Scenario m_draft;
    bool m_editing = false;
    Architecture m_sizeBase; // the shape the size slider scales from
    std::vector<Field> m_fields;
    QVBoxLayout* m_sections = nullptr;
    QLabel* m_generalError = nullptr;
    QComboBox* m_model = nullptr;
    QToolButton* m_servingToggle = nullptr;
    QToolButton* m_dataToggle = nullptr;
    class LayerStrip* m_layerStrip = nullptr;
    LogSlider* m_size = nullptr;
    QToolButton* m_archToggle = nullptr;
    QToolButton* m_hardwareToggle = nullptr;
    std::map<const QFormLayout*, QToolButton*> m_expanders;
    QCheckBox* m_useHfu = nullptr;
    QCheckBox* m_fixedMfu = nullptr;
    QDoubleSpinBox* m_measured = nullptr;
    QLabel* m_calibration = nullptr;
    std::function<QString()> m_calibrationWords; // the last fit's outcome, in the current language
    QToolButton* m_networkToggle = nullptr;
    QToolButton* m_cloudReset = nullptr;
    QComboBox* m_gpuCombo = nullptr;
    QLabel* m_priceNote = nullptr;
    void updatePriceNote();
    bool m_showPreliminary = false;
    QToolButton* m_purchaseReset = nullptr;
    bool m_loading = false;
    bool m_showingError = false;           // a field was left editable for its error
    QLabel* m_balloon = nullptr;           // the field error, floating under its field
    const Field* m_errorField = nullptr;   // where the error is said
    const Field* m_errorSubject = nullptr; // the field its path names
    QString m_edited;                      // the path of the field the user changed last
};

} // namespace headroom::app
