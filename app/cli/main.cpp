#include "clicommands.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <memory>

namespace {

// stderr belongs to the CLI contract (one line per error); Qt's own chatter
// ("XDG_RUNTIME_DIR not set", platform plugin notes) stays out of it unless
// HEADROOM_DEBUG is set.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    static const bool debug = !qEnvironmentVariableIsEmpty("HEADROOM_DEBUG");
    if (debug || type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

int main(int argc, char* argv[])
{
    qInstallMessageHandler(quietMessages);
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    // Chart rendering needs a QApplication; without a display it draws offscreen.
    std::unique_ptr<QCoreApplication> app;
    if (headroom::cli::needsGui(args)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));

    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = headroom::cli::run(args, out, err);
    out.flush();
    err.flush();
    return code;
}
