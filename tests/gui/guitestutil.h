#pragma once

#include "mainwindow.h"
#include "prompts.h"

#include "headroom/charts.h"

#include <QImage>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QBarSet;
class QStackedBarSeries;
class QXYSeries;

class QLegendMarker;

namespace headroom::test {

// Answers the window's questions without a modal loop and records messages.
class FakePrompts : public app::Prompts {
public:
    struct Message {
        QMessageBox::Icon icon;
        QString title;
        QString text;
    };
    QList<Message> messages;
    QMessageBox::StandardButton saveAnswer = QMessageBox::Discard;
    int saveQuestions = 0;
    QString nextFileName;
    std::optional<app::ExportRequest> nextExport;

    void message(QWidget*, QMessageBox::Icon icon, const QString& title, const QString& text) override
    {
        messages.append({icon, title, text});
    }
    QMessageBox::StandardButton askToSave(QWidget*, const QString&) override
    {
        ++saveQuestions;
        return saveAnswer;
    }
    QString openFileName(QWidget*, const QString&, const QString&, const QString&) override { return nextFileName; }
    QString saveFileName(QWidget*, const QString&, const QString&, const QString&) override { return nextFileName; }
    std::optional<app::ExportRequest> offeredExport; // what the window proposed last
    std::optional<app::ExportRequest> exportRequest(QWidget*, const app::ExportRequest& initial) override
    {
        offeredExport = initial;
        return nextExport;
    }
    std::function<bool()> onPreferences;
    bool editPreferences(QWidget*) override { return onPreferences ? onPreferences() : false; }
};

// A window with fake prompts; `prompts` stays owned by the window.
struct TestWindow {
    std::unique_ptr<app::MainWindow> window;
    FakePrompts* prompts = nullptr;
    app::MainWindow* operator->() const { return window.get(); }
};
TestWindow makeWindow();

// The catalog the app uses (built-in resources).
const Catalog& catalog();

// Distinct colours among an image's pixels, and the share that is not white.
int distinctColours(const QImage& image);
double inkShare(const QImage& image);

QString testData(const QString& relative);

// The memory chart's bar set for a component; null when no bar holds any of it.
QBarSet* componentSet(const QStackedBarSeries* stack, std::size_t component);

// Whether a drawn line is the core's curve: the curve's finite points (x
// times xScale, y over yDivisor), in order with both ends, less those on the
// straight line between their neighbours, which must then lie on the drawn
// segment across them (chartstyle.h, toPoints). Empty when it is; else what
// differs.
QString curveProblem(const QXYSeries* drawn, const std::vector<CurvePoint>& curve, double xScale, double yDivisor);

// A legend entry's label as the legend draws it in plain text: a label wrapped
// over two lines (chartstyle.h, wrappedLabel) is rich text with a <br>; no-break
// spaces read as spaces (QTextDocument's plain text).
QString legendLabelAsDrawn(const QLegendMarker* m);

// Suites, run by testmain.cpp.
std::unique_ptr<QObject> makeTestInputs();
std::unique_ptr<QObject> makeTestFiles();
std::unique_ptr<QObject> makeTestSmoke();
std::unique_ptr<QObject> makeTestFonts();
std::unique_ptr<QObject> makeTestMonkey();
std::unique_ptr<QObject> makeTestPractice();
std::unique_ptr<QObject> makeTestPlan();
std::unique_ptr<QObject> makeTestI18n();
std::unique_ptr<QObject> makeTestCharts();
std::unique_ptr<QObject> makeTestNewcomer();
std::unique_ptr<QObject> makeTestGpuCatalog();

} // namespace headroom::test
