// Export (PNG at exact pixel sizes with real content, SVG, results, Markdown),
// scenario files (round trip, corrupt files, unsaved changes, drops), and
// `headroom-cli chart`.
#include "guitestutil.h"

#include "cmdchart.h"
#include "inputpanel.h"
#include "logslider.h"
#include "scenariofile.h"
#include "settings.h"

#include <nlohmann/json.hpp>

#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QMimeData>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <csignal>
#include <cstring>

#include <sys/fsuid.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace headroom;
using namespace headroom::app;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

void dropFile(QWidget* target, const QString& path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPointF at(target->width() / 2.0, target->height() / 2.0);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
}

// While alive, files of this process cannot grow past `bytes`: write() fails
// with EFBIG part-way, as on a full disk. SIGXFSZ is ignored (a full disk
// sends no signal); both are restored afterwards.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_ok = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool ok() const { return m_ok; }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = SIG_DFL;
    bool m_ok = false;
};

QList<QAction*> resultActions(MainWindow* w)
{
    static const QStringList texts = {QStringLiteral("Chart as &Image…"),
                                      QStringLiteral("&All Charts in One Image…"),
                                      QStringLiteral("Results as &JSON or CSV…"),
                                      QStringLiteral("Explanation as &Markdown…"),
                                      QStringLiteral("&Copy Chart"),
                                      QStringLiteral("Copy &Explanation as Markdown"),
                                      QStringLiteral("A&dd Scenario as Slide")};
    QList<QAction*> found;
    for (QAction* a : w->findChildren<QAction*>())
        if (texts.contains(a->text()))
            found << a;
    return found;
}

// A scenario that differs from the defaults in many fields.
Scenario edited()
{
    Scenario s;
    s.model.preset = "llama-3-70b";
    s.workload.mode = Mode::Lora;
    s.workload.microBatchSize = 2;
    s.workload.globalBatchSize = 512;
    s.workload.sequenceLength = 8192;
    s.workload.trainingTokens = 3.5e9;
    s.workload.loraRank = 64;
    s.precision.recipe = Recipe::AmpBf16;
    s.optimizer = Optimizer::Lion;
    s.parallelism.gpus = 64;
    s.parallelism.tensor = 8;
    s.parallelism.pipeline = 2;
    s.parallelism.zero = 1;
    s.parallelism.sequenceParallel = true;
    s.activations.recompute = Recompute::Selective;
    s.hardware.gpu = "h200";
    s.hardware.mfu = 0.37;
    s.cost.cloudUsdPerGpuHour = 4.25;
    s.cost.utilization = 0.55;
    s.cost.pue = 1.12;
    return s;
}

} // namespace

class TestFiles : public QObject {
    Q_OBJECT
private slots:
    void init();
    void exportPng_data();
    void exportPng();
    void exportSvgIsWellFormed();
    void exportResultsAndExplanation();
    void saveOpenRoundTrip();
    void corruptFileLeavesScenarioIntact_data();
    void corruptFileLeavesScenarioIntact();
    void unsavedChangesPrompt();
    void dropHfConfigAndSafetensors();
    void saveAsThroughMenuFlow();
    void copyChartToClipboard();
    void cliChart();
    void cliChartRejectsBadInput_data();
    void cliChartRejectsBadInput();
    void settingsTableDefaults();
    void exportIsOffWhileScenarioIsInvalid();
    void saveIntoReadOnlyFolderKeepsOldFile();
    void saveOnFullDiskKeepsOldFile();
    void exportOnFullDiskKeepsOldFile();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFiles::exportPng_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("pixels");
    QTest::newRow("memory 1x") << int(ChartKind::Memory) << QSize(800, 500) << 1.0 << QSize(800, 500);
    QTest::newRow("memory 2x") << int(ChartKind::Memory) << QSize(800, 500) << 2.0 << QSize(1600, 1000);
    QTest::newRow("roofline 3x") << int(ChartKind::Roofline) << QSize(640, 400) << 3.0 << QSize(1920, 1200);
    QTest::newRow("breakeven 300 dpi") << int(ChartKind::Breakeven) << QSize(960, 400) << 300.0 / 96.0
                                       << QSize(3000, 1250);
    QTest::newRow("all 1x") << int(ChartKind::All) << QSize(1400, 900) << 1.0 << QSize(1400, 900);
    QTest::newRow("tall breakeven") << int(ChartKind::Breakeven) << QSize(500, 900) << 1.0 << QSize(500, 900);
}

void TestFiles::exportPng()
{
    QFETCH(int, kind);
    QFETCH(QSize, size);
    QFETCH(double, scale);
    QFETCH(QSize, pixels);
    auto w = test::makeWindow();
    ExportRequest r;
    r.kind = ChartKind(kind);
    r.size = size;
    r.scale = scale;
    r.path = m_dir->filePath(QStringLiteral("chart.png"));
    QVERIFY(w->exportChart(r));
    QVERIFY(w.prompts->messages.isEmpty());
    QImage image(r.path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), pixels);
    // Real content: the component colours, text and lines, not a blank page.
    QVERIFY2(test::distinctColours(image) >= 12, qPrintable(QString::number(test::distinctColours(image))));
    const double ink = test::inkShare(image);
    QVERIFY2(ink > 0.03 && ink < 0.8, qPrintable(QString::number(ink)));
}

void TestFiles::exportSvgIsWellFormed()
{
    auto w = test::makeWindow();
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Breakeven}) {
        ExportRequest r;
        r.kind = kind;
        r.format = ExportRequest::Format::Svg;
        r.size = QSize(900, 600);
        r.path = m_dir->filePath(QStringLiteral("chart.svg"));
        QVERIFY(w->exportChart(r));
        QXmlStreamReader xml(readAll(r.path));
        int elements = 0, texts = 0;
        QString root;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (root.isEmpty())
                    root = xml.name().toString();
                ++elements;
                texts += xml.name() == QLatin1String("text");
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY(elements > 50);
        QVERIFY(texts > 5);
    }
}

void TestFiles::exportResultsAndExplanation()
{
    auto w = test::makeWindow();
    const QString json = m_dir->filePath(QStringLiteral("r.json"));
    const QString csv = m_dir->filePath(QStringLiteral("r.csv"));
    const QString md = m_dir->filePath(QStringLiteral("e.md"));
    QVERIFY(w->exportResults(json));
    QVERIFY(w->exportResults(csv));
    QVERIFY(w->exportExplanation(md));
    const auto parsed = nlohmann::json::parse(readAll(json).toStdString());
    QCOMPARE(parsed["memory"]["fits"].get<bool>(), w->controller()->result()->estimate.fits);
    QVERIFY(readAll(csv).startsWith("key,value,unit\n"));
    QVERIFY(readAll(md).startsWith("# Headroom estimate"));
}

void TestFiles::saveOpenRoundTrip()
{
    const QString path = m_dir->filePath(QStringLiteral("a.headroom.json"));
    Scenario s = edited();
    {
        auto w = test::makeWindow();
        w->controller()->loadScenario(s, QString());
        w->inputPanel()->reload();
        QVERIFY(w->saveScenarioTo(path));
        QVERIFY(!w->controller()->isModified());
        QCOMPARE(w->controller()->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(Settings::get(settings::recentFiles).contains(QFileInfo(path).absoluteFilePath()));
    }
    auto w = test::makeWindow();
    QVERIFY(w->openFile(path));
    Scenario loaded = w->controller()->scenario();
    QCOMPARE(QString::fromStdString(scenarioToJson(loaded)), QString::fromStdString(scenarioToJson(s)));
    loaded.baseDir.clear();
    QVERIFY(loaded == s);
    QVERIFY(w->inputPanel()->scenario() == w->controller()->scenario());
    QVERIFY(w->windowTitle().contains(QStringLiteral("a.headroom.json")));
    // Saving again writes the same bytes.
    const QByteArray first = readAll(path);
    QVERIFY(w->saveScenarioTo(path));
    QCOMPARE(readAll(path), first);
}

void TestFiles::corruptFileLeavesScenarioIntact_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << QByteArray("{ \"model\": ") << QStringLiteral("Not valid JSON");
    QTest::newRow("wrong type") << QByteArray(R"({"parallelism": {"gpus": "eight"}})")
                                << QStringLiteral("parallelism.gpus");
    QTest::newRow("unknown field") << QByteArray(R"({"parallelism": {"gpu": 8}})") << QStringLiteral("parallelism.gpu");
    QTest::newRow("zero gpus") << QByteArray(R"({"parallelism": {"gpus": 0}})") << QStringLiteral("parallelism.gpus");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff", 4) << QStringLiteral("Not valid JSON");
}

void TestFiles::corruptFileLeavesScenarioIntact()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    auto w = test::makeWindow();
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(32);
    w->controller()->flush();
    const Scenario before = w->controller()->scenario();
    const QString path = m_dir->filePath(QStringLiteral("broken.headroom.json"));
    writeFile(path, content);
    QVERIFY(!w->openFile(path));
    QCOMPARE(w.prompts->messages.size(), 1);
    QCOMPARE(w.prompts->messages.first().icon, QMessageBox::Warning);
    QVERIFY2(w.prompts->messages.first().text.contains(expected), qPrintable(w.prompts->messages.first().text));
    QVERIFY2(w.prompts->messages.first().text.contains(QStringLiteral("broken.headroom.json")), "names the file");
    QCOMPARE(w.prompts->saveQuestions, 0);
    QVERIFY(w->controller()->scenario() == before);
    QVERIFY(w->inputPanel()->scenario() == before);
    QVERIFY(w->controller()->isModified());
    QVERIFY(w->controller()->filePath().isEmpty());
}

void TestFiles::unsavedChangesPrompt()
{
    auto w = test::makeWindow();
    const QString path = m_dir->filePath(QStringLiteral("other.headroom.json"));
    QVERIFY(writeScenarioFile(path, edited()).isEmpty());
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(16);
    QVERIFY(w->controller()->isModified());
    QVERIFY(w->windowTitle().contains(QLatin1Char('*')));

    w.prompts->saveAnswer = QMessageBox::Cancel;
    QVERIFY(!w->openFile(path));
    QCOMPARE(w.prompts->saveQuestions, 1);
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(16));

    w.prompts->saveAnswer = QMessageBox::Save;
    w.prompts->nextFileName = m_dir->filePath(QStringLiteral("mine")); // suffix added
    QVERIFY(w->openFile(path));
    QCOMPARE(w.prompts->saveQuestions, 2);
    auto saved = readScenarioFile(m_dir->filePath(QStringLiteral("mine.headroom.json")));
    QVERIFY(saved);
    QCOMPARE(saved->parallelism.gpus, std::int64_t(16));
    QCOMPARE(w->controller()->scenario().hardware.gpu, std::string("h200"));

    // Closing a clean window asks nothing.
    w->show();
    QVERIFY(w->close());
    QCOMPARE(w.prompts->saveQuestions, 2);
}

void TestFiles::dropHfConfigAndSafetensors()
{
    auto w = test::makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    dropFile(w.window.get(), test::testData(QStringLiteral("hf/Llama-2-7b-hf/config.json")));
    QTRY_COMPARE(w->controller()->scenario().model.kind, ModelSource::Kind::Architecture);
    w->controller()->flush();
    QCOMPARE(w->controller()->result()->estimate.params.total, 6738415616.0);
    QCOMPARE(w->inputPanel()->scenario().model.kind, ModelSource::Kind::Architecture);
    // Issue 17 item 8: the import keeps the model's name (its _name_or_path),
    // on the charts too, not "Custom model"; and in the saved scenario.
    QCOMPARE(w->controller()->scenario().model.name, std::string("meta-llama/Llama-2-7b-hf"));
    QVERIFY(
        QString::fromStdString(scenarioToJson(w->controller()->scenario())).contains(QStringLiteral("Llama-2-7b-hf")));
    // A config without _name_or_path is called after its folder.
    dropFile(w.window.get(), test::testData(QStringLiteral("hf/Mistral-7B-v0.1/config.json")));
    QTRY_COMPARE(w->controller()->scenario().model.name, std::string("Mistral-7B-v0.1"));

    dropFile(w.window.get(), test::testData(QStringLiteral("safetensors/tiny.safetensors")));
    QTRY_COMPARE(w->controller()->scenario().model.kind, ModelSource::Kind::Parameters);
    QVERIFY(w->controller()->scenario().model.parameters > 0);
    QVERIFY(w.prompts->messages.isEmpty());

    // A .gguf header gives the shape its metadata names and its weight format.
    dropFile(w.window.get(), test::testData(QStringLiteral("gguf/tiny-llama.gguf")));
    QTRY_COMPARE(w->controller()->scenario().model.kind, ModelSource::Kind::Architecture);
    QCOMPARE(w->controller()->scenario().model.architecture.layers, std::int64_t(2));
    QCOMPARE(w->controller()->scenario().model.name, std::string("Tiny"));
    QVERIFY(w->controller()->scenario().precision.weights == DType::Q4_K_M);
    QVERIFY(w.prompts->messages.isEmpty());

    // A scenario dropped on the window opens (the document was modified: discard).
    const QString path = m_dir->filePath(QStringLiteral("dropped.headroom.json"));
    QVERIFY(writeScenarioFile(path, edited()).isEmpty());
    w.prompts->saveAnswer = QMessageBox::Discard;
    dropFile(w.window.get(), path);
    QTRY_COMPARE(w->controller()->filePath(), QFileInfo(path).absoluteFilePath());
    w->hide();
}

void TestFiles::saveAsThroughMenuFlow()
{
    auto w = test::makeWindow();
    w.prompts->nextFileName = m_dir->filePath(QStringLiteral("menu.headroom.json"));
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Save &As…"))
            a->trigger();
    QVERIFY(QFileInfo::exists(w.prompts->nextFileName));
    w.prompts->nextExport = ExportRequest{ChartKind::Roofline, ExportRequest::Format::Png, QSize(600, 400), 2.0,
                                          m_dir->filePath(QStringLiteral("menu.png"))};
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Chart as &Image…"))
            a->trigger();
    QCOMPARE(QImage(m_dir->filePath(QStringLiteral("menu.png"))).size(), QSize(1200, 800));
}

void TestFiles::copyChartToClipboard()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QApplication::clipboard()->clear();
    w->tabs()->setCurrentIndex(1);
    w->copyChart();
    const QImage image = QApplication::clipboard()->image();
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 400 && image.height() >= 300);
    QVERIFY(test::distinctColours(image) >= 12);
}

void TestFiles::cliChart()
{
    const QString scenario = m_dir->filePath(QStringLiteral("s.headroom.json"));
    QVERIFY(writeScenarioFile(scenario, edited()).isEmpty());
    for (const char* kind : {"memory", "roofline", "breakeven"}) {
        const QString out = m_dir->filePath(QStringLiteral("%1.png").arg(QLatin1String(kind)));
        QString outText, errText;
        QTextStream o(&outText), e(&errText);
        const int code =
            cli::runChartCommand({QLatin1String(kind), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"),
                                  out, QStringLiteral("--width"), QStringLiteral("700"), QStringLiteral("--height=450"),
                                  QStringLiteral("--scale"), QStringLiteral("2")},
                                 o, e);
        QCOMPARE(code, 0);
        QVERIFY2(errText.isEmpty(), qPrintable(errText));
        const QImage image(out);
        QCOMPARE(image.size(), QSize(1400, 900));
        QVERIFY(test::distinctColours(image) >= 12);
    }
}

void TestFiles::cliChartRejectsBadInput_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bad gpus") << QByteArray(R"({"parallelism": {"gpus": -3}})") << QStringList()
                              << QStringLiteral(": parallelism.gpus: expected");
    QTest::newRow("impossible") << QByteArray(R"({"parallelism": {"gpus": 8, "tensor": 3}})") << QStringList()
                                << QStringLiteral(": parallelism.tensor: expected");
    QTest::newRow("bad width") << QByteArray("{}") << QStringList{QStringLiteral("--width"), QStringLiteral("abc")}
                               << QStringLiteral("--width: expected");
    QTest::newRow("bad kind") << QByteArray("{}") << QStringList{QStringLiteral("pie")}
                              << QStringLiteral("chart: expected");
}

void TestFiles::cliChartRejectsBadInput()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, expected);
    const QString scenario = m_dir->filePath(QStringLiteral("bad.headroom.json"));
    writeFile(scenario, content);
    const QString out = m_dir->filePath(QStringLiteral("never.png"));
    QString outText, errText;
    QTextStream o(&outText), e(&errText);
    QStringList args{QStringLiteral("chart")};
    if (!extra.contains(QStringLiteral("pie")))
        args << QStringLiteral("memory");
    args << QStringLiteral("--scenario") << scenario << QStringLiteral("--out") << out << extra;
    QCOMPARE(cli::runChartCommand(args, o, e), 2);
    e.flush();
    QVERIFY2(errText.startsWith(QStringLiteral("headroom-cli: ")), qPrintable(errText));
    QVERIFY2(errText.contains(expected), qPrintable(errText));
    QCOMPARE(errText.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFileInfo::exists(out));
}

void TestFiles::settingsTableDefaults()
{
    QVERIFY(QSettings().fileName().startsWith(QDir::tempPath()) ||
            QSettings().fileName().contains(QStringLiteral("xdg_config_home")));
    QSettings().setValue(QLatin1String(settings::energyPrice.name), QStringLiteral("not a number"));
    QCOMPARE(Settings::get(settings::energyPrice), settings::energyPrice.defaultValue);
    Settings::set(settings::energyPrice, 0.2);
    QCOMPARE(Settings::get(settings::energyPrice), 0.2);
    auto w = test::makeWindow();
    QCOMPARE(w->controller()->scenario().cost.electricityUsdPerKwh, 0.2); // new scenarios use it
    Settings::set(settings::energyPrice, settings::energyPrice.defaultValue);
}

void TestFiles::exportIsOffWhileScenarioIsInvalid()
{
    auto w = test::makeWindow();
    const QList<QAction*> actions = resultActions(w.window.get());
    QCOMPARE(actions.size(), 7);
    for (QAction* a : actions)
        QVERIFY2(a->isEnabled(), qPrintable(a->text()));

    // 8 GPUs, tensor parallel 3: no estimate for these inputs.
    auto* tensor = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.tensor")));
    tensor->spinBox()->setValue(3);
    // Even before the recompute has run, an export refuses: it never writes
    // the last valid estimate as if it were the current one.
    const QString json = m_dir->filePath(QStringLiteral("stale.json"));
    QVERIFY(w->controller()->isPending());
    QVERIFY(!w->exportResults(json));
    QVERIFY(!QFileInfo::exists(json));
    QCOMPARE(w.prompts->messages.size(), 1);
    QVERIFY2(w.prompts->messages.first().text.contains(QStringLiteral("divide the GPU count")),
             qPrintable(w.prompts->messages.first().text));
    QVERIFY(w->controller()->error());

    for (QAction* a : actions) {
        QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        QVERIFY2(a->toolTip().contains(QStringLiteral("divide the GPU count")), qPrintable(a->toolTip()));
        QVERIFY(a->statusTip().contains(QStringLiteral("has an error")));
    }
    // Hovering a disabled item puts the reason in the status bar.
    actions.first()->showStatusText(w.window.get());
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("divide the GPU count")),
             qPrintable(w->statusBar()->currentMessage()));

    ExportRequest r;
    r.path = m_dir->filePath(QStringLiteral("stale.png"));
    QVERIFY(!w->exportChart(r));
    QVERIFY(!QFileInfo::exists(r.path));
    r.format = ExportRequest::Format::Svg;
    r.path = m_dir->filePath(QStringLiteral("stale.svg"));
    QVERIFY(!w->exportChart(r));
    QVERIFY(!QFileInfo::exists(r.path));
    QVERIFY(!w->exportResults(m_dir->filePath(QStringLiteral("stale.csv"))));
    QVERIFY(!w->exportExplanation(m_dir->filePath(QStringLiteral("stale.md"))));
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList());
    QCOMPARE(w.prompts->messages.size(), 5);
    for (const auto& m : w.prompts->messages)
        QCOMPARE(m.title, QStringLiteral("Cannot export"));
    // The menu item, were it triggered anyway, asks nothing and writes nothing.
    w.prompts->nextFileName = m_dir->filePath(QStringLiteral("menu.json"));
    for (QAction* a : actions)
        if (a->text() == QStringLiteral("Results as &JSON or CSV…"))
            a->trigger();
    QVERIFY(!QFileInfo::exists(w.prompts->nextFileName));
    // Pinning would keep the last valid estimate as if it were this scenario.
    QVERIFY(!w->controller()->pin());
    QVERIFY(!w->controller()->pinned());

    // Put right: every action is back, without a tool tip about an error.
    tensor->spinBox()->setValue(2);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    for (QAction* a : actions) {
        QVERIFY2(a->isEnabled(), qPrintable(a->text()));
        QVERIFY(!a->toolTip().contains(QStringLiteral("error")));
        QVERIFY(a->statusTip().isEmpty());
    }
    QVERIFY(w->exportResults(json));
    const auto parsed = nlohmann::json::parse(readAll(json).toStdString());
    QCOMPARE(parsed["memory"]["data_parallel"].get<int>(), 4); // 8 GPUs / tensor 2
}

void TestFiles::saveIntoReadOnlyFolderKeepsOldFile()
{
    // Root ignores file permissions (CAP_DAC_OVERRIDE). As root, the save runs
    // with this thread's file-system ids set to "nobody": setfsuid() to a
    // non-zero id clears the file capabilities, so the folder's 0555 holds.
    const bool root = ::geteuid() == 0;
    const QString folder = m_dir->filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("kept.headroom.json"));
    auto w = test::makeWindow();
    QVERIFY(w->saveScenarioTo(path));
    const QByteArray old = readAll(path);
    QVERIFY(!old.isEmpty());
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(32);
    w->controller()->flush();

    QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    const auto unlock = qScopeGuard([&] { ::chmod(QFile::encodeName(folder).constData(), 0755); });
    bool saved = true;
    {
        const auto asRoot = qScopeGuard([root] {
            if (root) {
                ::setfsuid(0);
                ::setfsgid(0);
            }
        });
        if (root) {
            ::setfsgid(65534);
            ::setfsuid(65534);
        }
        saved = w->saveScenarioTo(path);
    }
    QVERIFY(!saved);
    QCOMPARE(readAll(path), old);
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("kept.headroom.json")});
    QCOMPARE(w.prompts->messages.size(), 1);
    const auto& m = w.prompts->messages.first();
    QCOMPARE(m.icon, QMessageBox::Warning);
    QVERIFY2(m.text.contains(QStringLiteral("kept.headroom.json")), qPrintable(m.text));
    QVERIFY2(m.text.contains(QString::fromLocal8Bit(std::strerror(EACCES))), qPrintable(m.text));
    QVERIFY2(m.text.contains(QStringLiteral("not changed")), qPrintable(m.text));
    // Still unsaved, and the window goes on.
    QVERIFY(w->controller()->isModified());
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(32));
    gpus->spinBox()->setValue(64);
    w->controller()->flush();
    QVERIFY(w->controller()->result());
}

void TestFiles::saveOnFullDiskKeepsOldFile()
{
    const QString path = m_dir->filePath(QStringLiteral("full.headroom.json"));
    auto w = test::makeWindow();
    w->controller()->loadScenario(edited(), QString());
    w->inputPanel()->reload();
    QVERIFY(w->saveScenarioTo(path));
    const QByteArray old = readAll(path);
    QVERIFY(old.size() > 1024);
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(128);
    w->controller()->flush();
    bool saved = true;
    {
        // The new file stops at 512 bytes, half-written.
        const FileSizeLimit full(512);
        QVERIFY(full.ok());
        saved = w->saveScenarioTo(path);
    }
    QVERIFY(!saved);
    QCOMPARE(readAll(path), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("full.headroom.json")}); // no half-written leftover
    QCOMPARE(w.prompts->messages.size(), 1);
    const auto& m = w.prompts->messages.first();
    QCOMPARE(m.icon, QMessageBox::Warning);
    QVERIFY2(m.text.contains(QStringLiteral("full.headroom.json")), qPrintable(m.text));
    QVERIFY2(m.text.contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(m.text));
    QVERIFY2(m.text.contains(QStringLiteral("not changed")), qPrintable(m.text));
    QVERIFY(w->controller()->isModified());
    // With room again, the same save goes through.
    QVERIFY(w->saveScenarioTo(path));
    auto reread = readScenarioFile(path);
    QVERIFY(reread);
    QCOMPARE(reread->parallelism.gpus, std::int64_t(128));
}

void TestFiles::exportOnFullDiskKeepsOldFile()
{
    auto w = test::makeWindow();
    const QString json = m_dir->filePath(QStringLiteral("results.json"));
    QVERIFY(w->exportResults(json));
    const QByteArray oldJson = readAll(json);
    ExportRequest r;
    r.path = m_dir->filePath(QStringLiteral("chart.png"));
    QVERIFY(w->exportChart(r));
    const QByteArray oldPng = readAll(r.path);
    QVERIFY(oldPng.size() > 20000);
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(64);
    w->controller()->flush();
    bool jsonOk = true, pngOk = true;
    {
        const FileSizeLimit full(1024);
        QVERIFY(full.ok());
        jsonOk = w->exportResults(json);
        pngOk = w->exportChart(r);
    }
    QVERIFY(!jsonOk);
    QVERIFY(!pngOk);
    QCOMPARE(readAll(json), oldJson);
    QCOMPARE(readAll(r.path), oldPng);
    QCOMPARE(w.prompts->messages.size(), 2);
    const QString jsonMessage = w.prompts->messages[0].text;
    QVERIFY2(jsonMessage.contains(QStringLiteral("results.json")), qPrintable(jsonMessage));
    QVERIFY2(jsonMessage.contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(jsonMessage));
    const QString pngMessage = w.prompts->messages[1].text;
    QVERIFY2(pngMessage.contains(QStringLiteral("chart.png")), qPrintable(pngMessage));
    qInfo("PNG export on a full disk says: %s", qPrintable(pngMessage));
}

std::unique_ptr<QObject> headroom::test::makeTestFiles()
{
    return std::make_unique<TestFiles>();
}

#include "test_files.moc"
