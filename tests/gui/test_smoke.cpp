// Opens the window with a scenario argument and closes it: in process, and
// the real binary (headroom FILE --screenshot) offscreen.
#include "guitestutil.h"

#include "scenariofile.h"

#include <QProcess>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TestSmoke : public QObject
{
    Q_OBJECT
private slots:
    void windowOpensAndCloses();
    void binaryWithScenarioArgument();
    void layoutIsRemembered();
};

void TestSmoke::windowOpensAndCloses()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("smoke.headroom.json"));
    Scenario s;
    s.parallelism.gpus = 16;
    QVERIFY(app::writeScenarioFile(path, s).isEmpty());
    auto w = test::makeWindow();
    QVERIFY(w->openFile(path));
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w->size(), QSize(1280, 800)); // everything fits at 1280×800
    QVERIFY(w->windowTitle().contains(QStringLiteral("Headroom")));
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(16));
    QVERIFY(w->close());
    QVERIFY(w.prompts->messages.isEmpty());
}

void TestSmoke::binaryWithScenarioArgument()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("smoke.headroom.json"));
    QVERIFY(app::writeScenarioFile(path, Scenario{}).isEmpty());
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEADROOM_GUI_EXE), {path, QStringLiteral("--screenshot"), shot});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    const QImage image(shot);
    QCOMPARE(image.size(), QSize(1280, 800));
    QVERIFY(test::distinctColours(image) > 20);
}

void TestSmoke::layoutIsRemembered()
{
    QList<int> sizes;
    {
        auto w = test::makeWindow();
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        auto* splitter = w->findChild<QSplitter*>();
        QVERIFY(splitter);
        splitter->setSizes({500, 780});
        sizes = splitter->sizes();
        w->tabs()->setCurrentIndex(2);
        QVERIFY(w->close());
    }
    auto w = test::makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w->findChild<QSplitter*>()->sizes(), sizes);
    QCOMPARE(w->tabs()->currentIndex(), 2);
    w->tabs()->setCurrentIndex(0);
    QVERIFY(w->close());
}

std::unique_ptr<QObject> headroom::test::makeTestSmoke()
{
    return std::make_unique<TestSmoke>();
}

#include "test_smoke.moc"
