#pragma once

#include "controller.h"
#include "formatter.h"
#include "practicetext.h"

#include "headroom/practice.h"

#include <QElapsedTimer>
#include <QSet>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTimer;
class QVBoxLayout;

namespace headroom::app {

class ChartPicture;

// Interview practice: a question from the classic set or generated from the
// current scenario, the learner's answer (a number in a chosen unit, or a
// choice) judged by the core with the question's tolerance, then the worked
// solution as the Explain tab shows it, beside the chart that shows it. The
// score counts each question's first answer in this session.
class PracticePanel : public QWidget {
    Q_OBJECT
public:
    enum class Source {
        Classic, // the practice bank, filtered by topic and level
        Scenario,
        Interview // a timed round of random questions, scored, with a summary
    };

    explicit PracticePanel(const Catalog& catalog, QWidget* parent = nullptr);

    // The window's latest result: the scenario questions follow it.
    void showResult(const Result& result, const Formatter& f);

    void setSource(Source source);
    // The bank's filter (nullopt: all topics or all levels); the bank and
    // the interview draw from it.
    void setFilter(std::optional<Topic> topic, std::optional<Level> level);
    QComboBox* topicBox() const { return m_topicBox; }
    QComboBox* levelBox() const { return m_levelBox; }
    // "Expert · Memory rules": the current question's place in the bank.
    QString placeText() const;
    Source source() const { return m_source; }
    const std::vector<Question>& questions() const;
    int currentIndex() const { return m_index; }
    void setCurrentIndex(int index);
    const Question* currentQuestion() const;
    const Evaluated* currentEvaluation() const;

    // Answering without the mouse (tests, keyboard): a number in the unit
    // at `unitIndex` of the unit box (-1: keep the unit), or a choice.
    void setAnswer(const QString& text, int unitIndex = -1);
    void chooseAnswer(int choice);
    Verdict check();
    void revealSolution();

    QString questionText() const;
    QString verdictText() const;
    QString expectedText() const; // the engine's answer, shown with the solution
    QString solutionHtml() const;
    bool solutionVisible() const;
    ChartPicture* chart() const { return m_chart; }
    QComboBox* unitBox() const { return m_unit; }
    QLineEdit* answerEdit() const { return m_answer; }
    int score() const { return m_right; }
    QString scoreText() const; // as shown: the practice's, or during an interview the round's
    QPushButton* nextButton() const { return m_next; }
    int answered() const { return m_answered; }
    // Forgets the answers given, here and in the settings.
    void resetScore();

    // Interview mode: `count` questions drawn in random order (seeded) from
    // the classic and the scenario questions, `secondsPerQuestion` each in
    // all; the round ends when every question is answered or time runs out.
    void startInterview(int count, quint32 seed, int secondsPerQuestion);
    void finishInterview(); // time is up (also what the timer does)
    bool interviewFinished() const { return m_interviewDone; }
    int interviewRight() const;
    // The round as Markdown: each question, the answer given, the engine's,
    // the verdict and the seconds taken.
    QString interviewMarkdown() const;

signals:
    // The user asked to save the interview's summary (Markdown text).
    void exportInterview(const QString& markdown);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: the questions are worded again

private:
    struct Item {
        Question question;
        Evaluated evaluated;
    };

    void refresh();
    void rebuildScenarioQuestions();
    void showQuestion();
    void showSolution();
    void record(Verdict v);
    void updateScore();
    std::vector<Item>& items();
    const std::vector<Item>& items() const;
    QString scoreKey(const Question& q) const;
    void updateInterviewClock();
    bool finishesInterview() const; // the Next button ends the round here
    void updateNextButton();

    // What was answered, not its words: the summary is worded when shown,
    // in the language of the moment (the question and the engine's answer
    // from m_interview).
    struct InterviewRow {
        QString given;   // the number as typed
        int choice = -1; // or the choice made
        Verdict verdict = Verdict::NotANumber;
        double seconds = 0;
        bool answered = false;
    };

    const Catalog& m_catalog;
    Formatter m_format;
    Source m_source = Source::Classic;
    std::vector<Item> m_bank;    // every question of the bank
    std::vector<Item> m_classic; // the bank through the filter
    std::vector<Item> m_generated;
    std::vector<Item> m_interview;
    std::vector<InterviewRow> m_rows;
    QElapsedTimer m_interviewClock;
    qint64 m_questionStartMs = 0;
    int m_interviewLimitSeconds = 0;
    bool m_interviewDone = false;
    bool m_summaryShown = false; // the finished interview's summary where the solutions show
    QTimer* m_interviewTimer = nullptr;
    QPushButton* m_exportInterview = nullptr;
    mutable std::vector<Question> m_questions; // questions() view of the current set
    QString m_classicError;
    std::optional<Evaluated> m_result; // the window's scenario
    int m_index = 0;
    bool m_dirty = true;
    bool m_revealed = false;
    // The feedback line as shown, and how to word it again after a switch of
    // language (the verdict's kind and the number given, not its English text).
    QString m_verdict;
    std::function<QString()> m_verdictWords;
    void setVerdict(std::function<QString()> words);
    QSet<QString> m_scored;
    int m_right = 0;
    int m_answered = 0;

    void applyFilter();
    std::optional<Topic> m_topic;
    std::optional<Level> m_level;
    QComboBox* m_sourceBox;
    QComboBox* m_topicBox = nullptr;
    QComboBox* m_levelBox = nullptr;
    QLabel* m_place = nullptr;
    QPushButton* m_prev;
    QPushButton* m_next;
    QLabel* m_position;
    QLabel* m_score;
    QLabel* m_question;
    QLabel* m_assume;
    QWidget* m_numeric;
    QLineEdit* m_answer;
    QComboBox* m_unit;
    QWidget* m_choices;
    QVBoxLayout* m_choiceLayout;
    QButtonGroup* m_choiceGroup;
    QPushButton* m_check;
    QPushButton* m_reveal;
    QLabel* m_verdictLabel;
    QTextBrowser* m_solution;
    ChartPicture* m_chart;
};

} // namespace headroom::app
