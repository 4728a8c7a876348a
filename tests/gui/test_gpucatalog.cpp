// Issue 30: the catalog a user keeps current in the window. The GPU form checks
// an entry as the catalog reader does and saves it to the user's catalog file;
// imported files and announced parts reach every GPU list.

#include "guitestutil.h"

#include "appcatalog.h"
#include "gpueditor.h"
#include "inputpanel.h"
#include "planpanel.h"
#include "servingplanpanel.h"
#include "summarystrip.h"

#include "headroom/catalog.h"
#include "headroom/inputs.h"
#include "headroom/scenariofields.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::app;

namespace {

class TestGpuCatalog : public QObject {
    Q_OBJECT
private slots:
    void init() { QFile::remove(userCatalogPath()); }
    void formListsEveryFieldOfTheTable();
    void badValuesAreSaidAtTheirField();
    void savedGpuReachesTheFileAndTheLists();
    void importedFileAddsItsGpus();
    void preliminaryPartsAreHiddenUntilAsked();
    void costAreaShowsThePricesAge();
    void servingFleetsShowRatesAndDates();
};

QLineEdit* line(GpuEditor* e, const char* path)
{
    return qobject_cast<QLineEdit*>(e->editor(QString::fromLatin1(path)));
}

QStringList comboIds(QComboBox* combo)
{
    QStringList ids;
    for (int i = 0; i < combo->count(); ++i)
        ids << combo->itemData(i).toString();
    return ids;
}

// The form comes from the core's field table: one editor per plain field and
// per precision, none missing and none added by hand.
void TestGpuCatalog::formListsEveryFieldOfTheTable()
{
    GpuEditor editor(*test::catalog().findGpu("b300"), {});
    int fields = 0;
    for (const GpuField& f : kGpuFields) {
        const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
        if (f.type == FieldType::Section || f.path == "notes")
            continue;
        if (f.path == "peak_flops" || f.path == "sparse_peak_flops") {
            for (Precision p : kPrecisions)
                QVERIFY2(editor.editor(path + QLatin1Char('.') + QString::fromLatin1(toString(p).data())),
                         qPrintable(path));
            continue;
        }
        QVERIFY2(editor.editor(path), qPrintable(path));
        ++fields;
    }
    QVERIFY(fields > 40);
    // Filled from the GPU, in the units shown: 275,040 MiB = 268.59375 GiB, 7.75 TB/s, 153.5 TFLOP/s.
    QCOMPARE(line(&editor, "memory_bytes")->text(), QStringLiteral("268.59375"));
    QCOMPARE(line(&editor, "bandwidth_bytes_per_s")->text(), QStringLiteral("7750"));
    QCOMPARE(line(&editor, "peak_flops.int8")->text(), QStringLiteral("153.5"));
    QCOMPARE(line(&editor, "prices.purchase.date")->text(), QStringLiteral("2026"));
    // Unchanged, it reads back as the catalog's entry.
    const auto read = editor.read();
    QVERIFY(read.has_value());
    QCOMPARE(*read, *test::catalog().findGpu("b300"));
}

void TestGpuCatalog::badValuesAreSaidAtTheirField()
{
    int saves = 0;
    GpuEditor editor(*test::catalog().findGpu("h100-sxm"), [&](const Gpu&) {
        ++saves;
        return QString();
    });
    line(&editor, "memory_bytes")->setText(QStringLiteral("lots"));
    QVERIFY(!editor.trySave());
    QVERIFY2(editor.errorText().contains(QStringLiteral("memory_bytes")), qPrintable(editor.errorText()));
    line(&editor, "memory_bytes")->setText(QStringLiteral("-1"));
    QVERIFY(!editor.trySave());
    QVERIFY2(editor.errorText().contains(QStringLiteral("memory_bytes")), qPrintable(editor.errorText()));
    line(&editor, "memory_bytes")->setText(QStringLiteral("79.65"));
    line(&editor, "prices.on_demand.date")->setText(QStringLiteral("last year"));
    QVERIFY(!editor.trySave());
    QVERIFY2(editor.errorText().contains(QStringLiteral("prices.on_demand.date")), qPrintable(editor.errorText()));
    QVERIFY2(editor.errorText().contains(QStringLiteral("YYYY-MM-DD")), qPrintable(editor.errorText()));
    line(&editor, "prices.on_demand.date")->setText(QStringLiteral("2026-11-09"));
    line(&editor, "peak_flops.fp8")->setText(QStringLiteral("0.0000001")); // 1e5 FLOP/s: below the 1e6 floor
    QVERIFY(!editor.trySave());
    QVERIFY2(editor.errorText().contains(QStringLiteral("peak_flops.fp8")), qPrintable(editor.errorText()));
    line(&editor, "peak_flops.fp8")->setText(QStringLiteral("1978.9"));
    line(&editor, "id")->clear();
    QVERIFY(!editor.trySave());
    QVERIFY2(editor.errorText().contains(QStringLiteral("id")), qPrintable(editor.errorText()));
    QCOMPARE(saves, 0); // nothing is written until the entry checks
    line(&editor, "id")->setText(QStringLiteral("h100-ours"));
    QVERIFY(editor.trySave());
    QCOMPARE(saves, 1);
    QCOMPARE(editor.saved().id, std::string("h100-ours"));
    QCOMPARE(editor.saved().memoryBytes, 79.65 * 1024 * 1024 * 1024);
}

void TestGpuCatalog::savedGpuReachesTheFileAndTheLists()
{
    auto w = test::makeWindow();
    Scenario s;
    s.hardware.gpu = "b300";
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    GpuEditor* editor = w->openGpuEditor(true);
    QVERIFY(editor);
    QCOMPARE(line(editor, "id")->text(), QStringLiteral("b300-mine"));
    line(editor, "price_usd")->setText(QStringLiteral("49000"));
    line(editor, "prices.purchase.date")->setText(QStringLiteral("2026-11-20"));
    line(editor, "prices.purchase.source")->setText(QStringLiteral("our vendor's quote"));
    if (qEnvironmentVariableIsSet("HEADROOM_DUMP_STRINGS"))
        editor->grab().save(QStringLiteral("/tmp/gpu-editor.png"));
    QVERIFY(editor->trySave());
    editor->accept();
    QCoreApplication::processEvents();
    // In the user's catalog file, which reads back as a catalog.
    auto file = loadCatalogFile(userCatalogPath().toStdString());
    QVERIFY2(file.ok(), file.ok() ? "" : file.error().message().c_str());
    const Gpu* saved = file->findGpu("b300-mine");
    QVERIFY(saved);
    QCOMPARE(saved->priceUsd, 49000.0);
    QCOMPARE(saved->prices.purchase.date, std::string("2026-11-20"));
    // In the window's catalog and lists, and the scenario runs on it.
    QVERIFY(w->controller()->catalog().findGpu("b300-mine"));
    auto* combo = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("hardware.gpu")));
    QVERIFY(combo);
    QVERIFY(comboIds(combo).contains(QStringLiteral("b300-mine")));
    QCOMPARE(combo->currentData().toString(), QStringLiteral("b300-mine"));
    QCOMPARE(w->controller()->scenario().hardware.gpu, std::string("b300-mine"));
    w->controller()->flush();
    QVERIFY(w->controller()->result());
    QCOMPARE(w->controller()->result()->resolved.purchaseUsdPerGpu, 49000.0);
    // A second window reads it from the file.
    auto again = loadCatalog();
    QVERIFY(again.ok());
    QVERIFY(again->catalog.findGpu("b300-mine"));
}

void TestGpuCatalog::importedFileAddsItsGpus()
{
    auto w = test::makeWindow();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lab.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "headroom-catalog", "version": 1, "gpus": [
        {"id": "lab-card", "name": "Lab card", "memory_bytes": 5e10, "bandwidth_bytes_per_s": 2e12,
         "tdp_watts": 500, "peak_flops": {"bf16": 5e14},
         "price_usd": 9000, "prices": {"purchase": {"date": "2026-10", "source": "lab quote"}}}]})");
    f.close();
    QVERIFY(w->importGpus(path));
    QVERIFY(w->controller()->catalog().findGpu("lab-card"));
    auto* combo = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("hardware.gpu")));
    QVERIFY(comboIds(combo).contains(QStringLiteral("lab-card")));
    QVERIFY(loadCatalogFile(userCatalogPath().toStdString())->findGpu("lab-card"));
    // A broken file is said, and nothing is written.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(R"({"gpus": [{"id": "bad", "name": "Bad", "memory_bytes": 1e10}]})");
    f.close();
    const int before = w.prompts->messages.size();
    QVERIFY(!w->importGpus(path));
    QCOMPARE(w.prompts->messages.size(), before + 1);
    QVERIFY2(w.prompts->messages.last().text.contains(QStringLiteral("bandwidth_bytes_per_s")),
             qPrintable(w.prompts->messages.last().text));
    QVERIFY(!loadCatalogFile(userCatalogPath().toStdString())->findGpu("bad"));
}

void TestGpuCatalog::preliminaryPartsAreHiddenUntilAsked()
{
    auto w = test::makeWindow();
    auto* combo = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("hardware.gpu")));
    QVERIFY(comboIds(combo).contains(QStringLiteral("b300")));
    QVERIFY(!comboIds(combo).contains(QStringLiteral("rubin")));
    auto* servingList = w->servingPlanPanel()->findChild<QListWidget*>(QStringLiteral("servingplan.gpus"));
    auto listIds = [](QListWidget* l) {
        QStringList ids;
        for (int i = 0; i < l->count(); ++i)
            ids << l->item(i)->data(Qt::UserRole).toString();
        return ids;
    };
    QVERIFY(!listIds(servingList).contains(QStringLiteral("mi455x")));
    QAction* show = w->findChild<QAction*>(QStringLiteral("showPreliminary"));
    QVERIFY(show);
    show->trigger();
    QVERIFY(comboIds(combo).contains(QStringLiteral("rubin")));
    QVERIFY(listIds(servingList).contains(QStringLiteral("mi455x")));
    const int i = combo->findData(QStringLiteral("maia200"));
    QVERIFY(i >= 0);
    QVERIFY(combo->itemText(i).contains(QStringLiteral("preliminary")));
    show->trigger();
    QVERIFY(!comboIds(combo).contains(QStringLiteral("rubin")));
}

void TestGpuCatalog::costAreaShowsThePricesAge()
{
    auto w = test::makeWindow();
    Scenario s;
    s.hardware.gpu = "b300";
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    auto* note = w->inputPanel()->findChild<QLabel*>(QStringLiteral("cost.price_note"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral("2026, 10 months old")), qPrintable(note->text()));
    QVERIFY2(w->summary()->notesText().contains(QStringLiteral("Check the prices")),
             qPrintable(w->summary()->notesText()));
    // The user's own rate: saved with the scenario, no warning for it.
    s.cost.cloudUsdPerGpuHour = 4.5;
    s.cost.purchaseUsdPerGpu = 50000;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    QVERIFY2(note->text().contains(QStringLiteral("your price")), qPrintable(note->text()));
    QVERIFY(!w->summary()->notesText().contains(QStringLiteral("Check the prices")));
    // Spot picks the catalog's spot rate.
    s = Scenario{};
    s.hardware.gpu = "rtx-pro-6000";
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    auto* pricing = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("cost.cloud_pricing")));
    QVERIFY(pricing);
    pricing->setCurrentIndex(pricing->findData(QStringLiteral("spot")));
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().cost.cloudPricing, std::optional<CloudPricing>(CloudPricing::Spot));
    QCOMPARE(w->controller()->result()->resolved.cloudUsdPerGpuHour, 0.89);
    if (qEnvironmentVariableIsSet("HEADROOM_DUMP_STRINGS")) {
        w->resize(1280, 800);
        w->show();
        if (auto* scroll = qobject_cast<QScrollArea*>(w->inputPanel()->parentWidget()->parentWidget()))
            scroll->ensureWidgetVisible(note);
        QCoreApplication::processEvents();
        w->grab().save(QStringLiteral("/tmp/cost-area.png"));
    }
}

void TestGpuCatalog::servingFleetsShowRatesAndDates()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.serving.tpotSloSeconds = 0.05;
    s.hardware.gpu = "h200";
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    ServingPlanPanel* p = w->servingPlanPanel();
    p->setSelectedGpus({QStringLiteral("b300"), QStringLiteral("h200"), QStringLiteral("mi355x")});
    p->targetBox()->setValue(20000);
    p->run();
    QTableWidget* t = p->table();
    QVERIFY(t->rowCount() > 0);
    int dateColumn = -1;
    for (int c = 0; c < t->columnCount(); ++c)
        if (t->horizontalHeaderItem(c)->text() == QStringLiteral("Price date"))
            dateColumn = c;
    QVERIFY(dateColumn >= 0);
    QSet<QString> dates;
    for (int r = 0; r < t->rowCount(); ++r)
        dates << t->item(r, dateColumn)->text();
    QVERIFY2(dates.contains(QStringLiteral("catalog, 2026-08-06, 3 months old")),
             qPrintable(dates.values().join(", ")));
    QVERIFY2(dates.contains(QStringLiteral("Headroom's default: no catalog price for this GPU")),
             qPrintable(dates.values().join(", ")));
    if (qEnvironmentVariableIsSet("HEADROOM_DUMP_STRINGS")) {
        w->resize(1280, 800);
        w->showPlan(p);
        w->grab().save(QStringLiteral("/tmp/serving-fleets.png"));
    }
}

} // namespace

std::unique_ptr<QObject> headroom::test::makeTestGpuCatalog()
{
    return std::make_unique<TestGpuCatalog>();
}

#include "test_gpucatalog.moc"
