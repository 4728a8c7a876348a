#include "practicepanel.h"

#include "language.h"

#include "chartpicture.h"
#include "explainpanel.h"
#include "report.h"
#include "settings.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace headroom::app {

namespace {

// The figures that work a question out: its own figure first, then the ones
// its answer is made of.
std::vector<FigureId> solutionFigures(const Question& q)
{
    std::vector<FigureId> ids = {q.figure};
    auto add = [&](std::initializer_list<FigureId> more) {
        for (FigureId id : more)
            if (std::find(ids.begin(), ids.end(), id) == ids.end())
                ids.push_back(id);
    };
    switch (q.kind) {
    case QuestionKind::ModelStatesBytes:
    case QuestionKind::ZeroSaving:
        add({FigureId::Weights, FigureId::Gradients, FigureId::MasterWeights, FigureId::OptimizerStates});
        break;
    case QuestionKind::DecodeBottleneck:
        add({FigureId::DecodeMemoryTime, FigureId::DecodeComputeTime, FigureId::DecodeStep});
        break;
    case QuestionKind::TrainingTime: add({FigureId::TotalFlops}); break;
    default: break;
    }
    return ids;
}

// The memory chart compares what the question is about.
CompareAxis compareAxisFor(const Question& q)
{
    switch (q.kind) {
    case QuestionKind::ZeroSaving: return CompareAxis::Zero;
    case QuestionKind::ModelStatesBytes: return CompareAxis::Recipe;
    case QuestionKind::ActivationMemory: return CompareAxis::Recompute;
    default: return CompareAxis::None;
    }
}

double modelStates(const Estimate& e)
{
    return e.perGpu[MemoryComponent::Weights] + e.perGpu[MemoryComponent::Gradients] +
           e.perGpu[MemoryComponent::MasterWeights] + e.perGpu[MemoryComponent::OptimizerStates];
}

} // namespace

PracticePanel::PracticePanel(const Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_sourceBox(new QComboBox(this)), m_prev(new QPushButton(this)),
      m_next(new QPushButton(this)), m_position(new QLabel(this)), m_score(new QLabel(this)),
      m_question(new QLabel(this)), m_assume(new QLabel(this)), m_numeric(new QWidget(this)),
      m_answer(new QLineEdit(this)), m_unit(new QComboBox(this)), m_choices(new QWidget(this)),
      m_choiceLayout(new QVBoxLayout(m_choices)), m_choiceGroup(new QButtonGroup(this)), m_check(new QPushButton(this)),
      m_reveal(new QPushButton(this)), m_verdictLabel(new QLabel(this)), m_solution(new QTextBrowser(this)),
      m_chart(new ChartPicture(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 4);

    language::keep(this, this, [this] {
        m_prev->setText(tr("◀ Previous"));
        updateNextButton();
        m_check->setText(tr("Check"));
        m_reveal->setText(tr("Show Solution"));
    });
    auto* bar = new QHBoxLayout;
    m_sourceBox->addItem(PracticeText::sourceName(true));
    m_sourceBox->addItem(PracticeText::sourceName(false));
    m_sourceBox->addItem(QString());
    language::keep(this, m_sourceBox, [this] {
        m_sourceBox->setItemText(2, tr("Interview: 10 random questions, 15 minutes"));
        m_sourceBox->setToolTip(tr("The question bank (over 100 questions, by topic and level), or questions on "
                                   "the scenario you are editing (they follow your edits)"));
    });
    bar->addWidget(m_sourceBox);
    // The bank's filter: a topic and a level, or all of them.
    m_topicBox = new QComboBox(this);
    m_topicBox->addItem(tr("All topics"), -1);
    for (int t = 0; t < int(Topic::Count); ++t)
        m_topicBox->addItem(PracticeText::topicName(Topic(t)), t);
    m_levelBox = new QComboBox(this);
    m_levelBox->addItem(tr("All levels"), -1);
    for (int l = 0; l < int(Level::Count); ++l)
        m_levelBox->addItem(PracticeText::levelName(Level(l)), l);
    // Retranslated in place: the boxes follow their items' widths, as a fresh start would size them.
    for (QComboBox* box : {m_topicBox, m_levelBox})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    language::keep(this, m_topicBox, [this] {
        m_topicBox->setToolTip(tr("The questions of one topic, for the bank and the interview"));
    });
    language::keep(this, m_levelBox, [this] {
        m_levelBox->setToolTip(tr("The questions of one level, for the bank and the interview"));
    });
    const auto filterChanged = [this] {
        const int t = m_topicBox->currentData().toInt();
        const int l = m_levelBox->currentData().toInt();
        setFilter(t < 0 ? std::nullopt : std::optional<Topic>(Topic(t)),
                  l < 0 ? std::nullopt : std::optional<Level>(Level(l)));
    };
    connect(m_topicBox, &QComboBox::activated, this, filterChanged);
    connect(m_levelBox, &QComboBox::activated, this, filterChanged);
    bar->addStretch(1);
    bar->addWidget(m_prev);
    bar->addWidget(m_position);
    bar->addWidget(m_next);
    bar->addSpacing(16);
    bar->addWidget(m_score);
    auto* reset = new QToolButton(this);
    language::keep(this, reset, [reset] {
        reset->setText(tr("Reset"));
        reset->setToolTip(tr("Forget the answers given so far (kept between runs)"));
    });
    reset->setAutoRaise(true);
    connect(reset, &QToolButton::clicked, this, &PracticePanel::resetScore);
    bar->addWidget(reset);
    layout->addLayout(bar);
    // The filter on a row of its own (the bar is full at 1280 pixels), with
    // the current question's level and topic.
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_topicBox);
    filterRow->addWidget(m_levelBox);
    filterRow->addStretch(1);
    m_place = new QLabel(this);
    m_place->setForegroundRole(QPalette::PlaceholderText);
    filterRow->addWidget(m_place);
    layout->addLayout(filterRow);
    // The classic questions' progress from earlier runs.
    const QStringList answered = Settings::get(settings::practiceAnswered);
    m_scored = QSet<QString>(answered.begin(), answered.end());
    m_answered = int(m_scored.size());
    m_right = int(Settings::get(settings::practiceRight).size());

    QFont big = m_question->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_question->setFont(big);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_assume->setWordWrap(true);
    m_assume->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_question);
    layout->addWidget(m_assume);

    auto* answerRow = new QHBoxLayout;
    auto* numeric = new QHBoxLayout(m_numeric);
    numeric->setContentsMargins(0, 0, 0, 0);
    auto* answerLabel = new QLabel(m_numeric);
    language::keep(this, answerLabel, [answerLabel] { answerLabel->setText(tr("Your answer:")); });
    numeric->addWidget(answerLabel);
    language::keep(this, m_answer, [this] { m_answer->setPlaceholderText(tr("e.g. 118, 14 GB or 8.4e22")); });
    m_answer->setClearButtonEnabled(true);
    numeric->addWidget(m_answer, 1);
    // Units differ per question ("bytes per parameter", "GPU-hours"): the box
    // follows its items rather than keeping the first question's width.
    m_unit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    numeric->addWidget(m_unit);
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_choiceLayout->setSpacing(2);
    answerRow->addWidget(m_numeric, 1);
    answerRow->addWidget(m_choices, 1);
    answerRow->addWidget(m_check, 0, Qt::AlignBottom);
    answerRow->addWidget(m_reveal, 0, Qt::AlignBottom);
    layout->addLayout(answerRow);

    m_verdictLabel->setWordWrap(true);
    m_verdictLabel->setTextFormat(Qt::PlainText);
    layout->addWidget(m_verdictLabel);

    // The chart keeps the width its labels need (about 560 pixels at
    // 1280×800); the working wraps in the rest, and the handle moves it.
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_solution);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    m_solution->setOpenExternalLinks(false);

    connect(m_sourceBox, &QComboBox::activated, this, [this](int i) {
        if (i == 2)
            startInterview(10, QRandomGenerator::global()->generate(), 90);
        else
            setSource(i == 0 ? Source::Classic : Source::Scenario);
    });
    m_interviewTimer = new QTimer(this);
    m_interviewTimer->setInterval(1000);
    connect(m_interviewTimer, &QTimer::timeout, this, &PracticePanel::updateInterviewClock);
    m_exportInterview = new QPushButton(this);
    language::keep(this, m_exportInterview, [this] {
        m_exportInterview->setText(tr("Save Summary…"));
        m_exportInterview->setToolTip(tr("The interview's questions, your answers, the engine's and the time "
                                         "taken, as Markdown"));
    });
    m_exportInterview->hide();
    connect(m_exportInterview, &QPushButton::clicked, this, [this] { emit exportInterview(interviewMarkdown()); });
    bar->insertWidget(bar->indexOf(m_score), m_exportInterview);
    connect(m_prev, &QPushButton::clicked, this, [this] { setCurrentIndex(m_index - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (finishesInterview())
            finishInterview();
        else
            setCurrentIndex(m_index + 1);
    });
    connect(m_check, &QPushButton::clicked, this, &PracticePanel::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &PracticePanel::check);
    connect(m_reveal, &QPushButton::clicked, this, &PracticePanel::revealSolution);
    updateScore();
}

std::vector<PracticePanel::Item>& PracticePanel::items()
{
    return m_source == Source::Classic ? m_classic : m_source == Source::Interview ? m_interview : m_generated;
}

const std::vector<PracticePanel::Item>& PracticePanel::items() const
{
    return m_source == Source::Classic ? m_classic : m_source == Source::Interview ? m_interview : m_generated;
}

const std::vector<Question>& PracticePanel::questions() const
{
    if (m_dirty)
        const_cast<PracticePanel*>(this)->refresh();
    m_questions.clear();
    for (const Item& item : items())
        m_questions.push_back(item.question);
    return m_questions;
}

const Question* PracticePanel::currentQuestion() const
{
    if (m_dirty)
        const_cast<PracticePanel*>(this)->refresh();
    const auto& list = items();
    return m_index >= 0 && m_index < int(list.size()) ? &list[std::size_t(m_index)].question : nullptr;
}

const Evaluated* PracticePanel::currentEvaluation() const
{
    const auto& list = items();
    return currentQuestion() ? &list[std::size_t(m_index)].evaluated : nullptr;
}

void PracticePanel::showResult(const Result& result, const Formatter& f)
{
    m_result = static_cast<const Analysis&>(result);
    // The classic questions do not depend on the scenario: only a change of
    // units or locale redraws them (not every slider step).
    const bool sameFormat = f.locale() == m_format.locale() && f.byteUnits() == m_format.byteUnits() &&
                            f.currencySymbol() == m_format.currencySymbol();
    m_format = f;
    if (m_source == Source::Classic && sameFormat && !m_classic.empty())
        return;
    m_dirty = true;
    if (isVisible())
        refresh();
}

void PracticePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void PracticePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    m_topicBox->setItemText(0, tr("All topics"));
    for (int t = 0; t < int(Topic::Count); ++t)
        m_topicBox->setItemText(t + 1, PracticeText::topicName(Topic(t)));
    m_levelBox->setItemText(0, tr("All levels"));
    for (int l = 0; l < int(Level::Count); ++l)
        m_levelBox->setItemText(l + 1, PracticeText::levelName(Level(l)));
    m_sourceBox->setItemText(0, PracticeText::sourceName(true));
    m_sourceBox->setItemText(1, PracticeText::sourceName(false));
    // The feedback line in the new language (issue 29 item 14): worded again
    // from what was answered, shown now even while the tab is hidden.
    if (m_verdictWords) {
        m_verdict = m_verdictWords();
        m_verdictLabel->setText(m_verdict);
    }
    updateScore();
    m_dirty = true;
    if (isVisible())
        refresh();
}

void PracticePanel::setVerdict(std::function<QString()> words)
{
    m_verdictWords = std::move(words);
    m_verdict = m_verdictWords ? m_verdictWords() : QString();
}

void PracticePanel::setSource(Source source)
{
    if (source == m_source) {
        if (m_dirty)
            refresh();
        return;
    }
    m_source = source;
    // The filter applies to the bank and the interview, not to the scenario's questions.
    m_topicBox->setEnabled(source != Source::Scenario);
    m_levelBox->setEnabled(source != Source::Scenario);
    m_sourceBox->setCurrentIndex(int(source));
    if (source != Source::Interview) {
        m_interviewTimer->stop();
        m_exportInterview->hide();
        m_summaryShown = false;
    }
    updateScore(); // the practice score again after an interview's own
    m_index = 0;
    m_revealed = false;
    setVerdict({});
    m_dirty = true;
    refresh();
}

void PracticePanel::refresh()
{
    m_dirty = false;
    if (m_bank.empty() && m_classicError.isEmpty()) {
        auto bank = practiceBank(m_catalog);
        if (!bank) {
            m_classicError = Report::errorMessage(bank.error());
        } else {
            for (Question& q : *bank) {
                auto ev = evaluateScenario(q.scenario, m_catalog);
                if (ev)
                    m_bank.push_back({std::move(q), std::move(*ev)});
            }
        }
        applyFilter();
    }
    if (m_source == Source::Scenario)
        rebuildScenarioQuestions();
    showQuestion();
    if (m_source == Source::Interview)
        updateInterviewClock();
}

void PracticePanel::applyFilter()
{
    m_classic.clear();
    for (const Item& item : m_bank)
        if ((!m_topic || item.question.topic == *m_topic) && (!m_level || item.question.level == *m_level))
            m_classic.push_back(item);
}

void PracticePanel::setFilter(std::optional<Topic> topic, std::optional<Level> level)
{
    m_topic = topic;
    m_level = level;
    m_topicBox->setCurrentIndex(topic ? int(*topic) + 1 : 0);
    m_levelBox->setCurrentIndex(level ? int(*level) + 1 : 0);
    if (m_dirty || m_bank.empty())
        refresh();
    applyFilter();
    if (m_source == Source::Classic) {
        m_index = 0;
        m_revealed = false;
        setVerdict({});
        m_answer->clear();
        showQuestion();
    }
}

QString PracticePanel::placeText() const
{
    const Question* q = currentQuestion();
    return q ? m_place->text() : QString();
}

void PracticePanel::startInterview(int count, quint32 seed, int secondsPerQuestion)
{
    if (m_dirty || m_bank.empty())
        refresh();
    // Drawn from the bank through the filter, and with no filter from this
    // scenario's questions too.
    std::vector<Item> pool = m_classic;
    if (m_result && !m_topic && !m_level)
        for (Question& q : questionsFor(m_result->resolved, m_result->estimate))
            pool.push_back({std::move(q), *m_result});
    QRandomGenerator random(seed);
    std::shuffle(pool.begin(), pool.end(), random);
    const std::size_t asked = std::size_t(std::max(1, count));
    const bool fewer = !pool.empty() && pool.size() < asked;
    pool.resize(std::min(pool.size(), asked));
    m_interview = std::move(pool);
    m_rows.assign(m_interview.size(), InterviewRow{});
    m_summaryShown = false;
    m_interviewLimitSeconds = secondsPerQuestion * int(m_interview.size());
    m_interviewDone = false;
    m_exportInterview->hide();
    m_source = Source::Interview;
    m_topicBox->setEnabled(true);
    m_levelBox->setEnabled(true);
    m_sourceBox->setCurrentIndex(int(Source::Interview));
    m_index = 0;
    m_revealed = false;
    setVerdict({});
    m_answer->clear();
    m_interviewClock.start();
    m_questionStartMs = 0;
    m_interviewTimer->start();
    showQuestion();
    updateInterviewClock();
    updateScore();
    // A topic and level with fewer questions than asked: all of them, and
    // the clock for that many (issue 29 item 12), said rather than silent.
    if (fewer) {
        const QString limit = QStringLiteral("%1:%2")
                                  .arg(m_interviewLimitSeconds / 60)
                                  .arg(m_interviewLimitSeconds % 60, 2, 10, QLatin1Char('0'));
        setVerdict([this, limit, size = m_interview.size()] {
            return tr("Only %1 questions match this topic and level: the interview asks all of them, %2 in all.")
                .arg(size)
                .arg(limit);
        });
        m_verdictLabel->setText(m_verdict);
    }
}

bool PracticePanel::finishesInterview() const
{
    return m_source == Source::Interview && !m_interviewDone && m_index + 1 >= int(m_interview.size());
}

void PracticePanel::updateNextButton()
{
    // At the interview's last question the button ends the round.
    const bool finish = finishesInterview();
    m_next->setText(finish ? tr("Finish") : tr("Next ▶"));
    m_next->setToolTip(finish ? tr("End the interview and see the summary") : QString());
    m_next->setEnabled(finish || m_index + 1 < int(items().size()));
}

void PracticePanel::updateInterviewClock()
{
    if (m_source != Source::Interview)
        return;
    const qint64 left = m_interviewDone ? 0 : m_interviewLimitSeconds - m_interviewClock.elapsed() / 1000;
    if (!m_interviewDone && left <= 0) {
        finishInterview();
        return;
    }
    m_position->setText(m_interviewDone
                            ? tr("%1 of %2 · finished").arg(m_index + 1).arg(m_interview.size())
                            : tr("%1 of %2 · %3 left")
                                  .arg(m_index + 1)
                                  .arg(m_interview.size())
                                  .arg(QStringLiteral("%1:%2").arg(left / 60).arg(left % 60, 2, 10, QLatin1Char('0'))));
}

void PracticePanel::finishInterview()
{
    if (m_source != Source::Interview || m_interviewDone)
        return;
    m_interviewDone = true;
    m_interviewTimer->stop();
    m_exportInterview->show();
    m_numeric->setEnabled(false);
    m_check->setEnabled(false);
    m_reveal->setEnabled(false);
    const int right = interviewRight();
    const double took = double(m_interviewClock.elapsed()) / 1000.0;
    setVerdict([this, right, took] {
        return tr("Interview over: %1 of %2 right in %3.").arg(right).arg(m_rows.size()).arg(m_format.duration(took));
    });
    m_verdictLabel->setText(m_verdict);
    // The summary where the solutions show: each question, the answers, the
    // time; showSolution() words it again after a switch of language.
    m_summaryShown = true;
    m_solution->setMarkdown(interviewMarkdown());
    m_revealed = true;
    updateInterviewClock();
    updateNextButton();
}

int PracticePanel::interviewRight() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [](const InterviewRow& r) { return r.answered && r.verdict == Verdict::Right; }));
}

QString PracticePanel::interviewMarkdown() const
{
    const auto cell = [](QString s) {
        return s.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList out;
    out << tr("# Headroom interview: %1 of %2 right").arg(interviewRight()).arg(m_rows.size()) << QString();
    out << tr("| # | Question | Your answer | Headroom's answer | Verdict | Seconds |");
    out << QStringLiteral("|---|---|---|---|---|---|");
    for (std::size_t i = 0; i < m_rows.size() && i < m_interview.size(); ++i) {
        const InterviewRow& r = m_rows[i];
        const Question& q = m_interview[i].question;
        const QString question = PracticeText::question(q, m_interview[i].evaluated, m_format);
        const QString given = r.choice >= 0 ? PracticeText::choices(q).value(r.choice) : r.given;
        const QString expected = q.choiceCount > 0 ? PracticeText::choices(q).value(q.correctChoice)
                                                   : PracticeText::answerValue(q, q.answer, m_format);
        const QString verdict = !r.answered                     ? tr("not answered")
                                : r.verdict == Verdict::Right   ? tr("right")
                                : r.verdict == Verdict::TooLow  ? tr("too low")
                                : r.verdict == Verdict::TooHigh ? tr("too high")
                                                                : tr("wrong");
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                   .arg(i + 1)
                   .arg(cell(question), cell(given.isEmpty() ? QStringLiteral("—") : given), cell(expected), verdict,
                        r.answered ? m_format.number(r.seconds, 3) : QStringLiteral("—"));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString PracticePanel::scoreKey(const Question& q) const
{
    // A scenario question changes with the scenario: a new figure, a new question.
    return QString::fromStdString(q.id) + QLatin1Char('@') + QString::number(q.answer, 'g', 17);
}

void PracticePanel::rebuildScenarioQuestions()
{
    const Question* before = m_index < int(m_generated.size()) ? &m_generated[std::size_t(m_index)].question : nullptr;
    const std::string keepId = before ? before->id : std::string();
    const std::optional<Question> old = before ? std::optional<Question>(*before) : std::nullopt;
    m_generated.clear();
    if (!m_result)
        return;
    for (Question& q : questionsFor(m_result->resolved, m_result->estimate))
        m_generated.push_back({std::move(q), *m_result});
    m_index = 0;
    for (std::size_t i = 0; i < m_generated.size(); ++i)
        if (m_generated[i].question.id == keepId)
            m_index = int(i);
    // An edit that changes the answer makes it a new question.
    const Question* now = currentQuestion();
    if (!old || !now || now->answer != old->answer || !(now->scenario == old->scenario)) {
        m_revealed = false;
        setVerdict({});
    }
}

void PracticePanel::setCurrentIndex(int index)
{
    if (m_dirty)
        refresh();
    const int count = int(items().size());
    if (count == 0 || index < 0 || index >= count || index == m_index)
        return;
    m_index = index;
    m_revealed = false;
    m_summaryShown = false; // a question of the round, in place of its summary
    setVerdict({});
    m_answer->clear();
    showQuestion();
}

void PracticePanel::showQuestion()
{
    const auto& list = items();
    const int count = int(list.size());
    m_prev->setEnabled(m_index > 0);
    updateNextButton();
    m_position->setText(count ? tr("%1 of %2").arg(m_index + 1).arg(count) : QString());
    const Question* q = currentQuestion();
    m_numeric->setEnabled(q != nullptr);
    m_check->setEnabled(q != nullptr);
    m_reveal->setEnabled(q != nullptr);
    if (!q) {
        const QString why = m_source == Source::Classic
                                ? m_classicError
                                : tr("The scenario has no valid estimate: fix it to get questions on it.");
        m_question->setText(why.isEmpty() && m_source == Source::Classic
                                ? tr("No question of this topic at this level: choose another.")
                                : why);
        m_place->clear();
        m_assume->clear();
        m_choices->hide();
        m_verdictLabel->clear();
        m_solution->clear();
        m_chart->clear();
        return;
    }
    const Evaluated& ev = list[std::size_t(m_index)].evaluated;
    m_place->setText(m_source == Source::Scenario
                         ? QString()
                         : tr("%1 · %2").arg(PracticeText::levelName(q->level), PracticeText::topicName(q->topic)));
    m_question->setText(PracticeText::question(*q, ev, m_format));
    m_assume->setText(PracticeText::assumptions(*q, ev, m_format));
    m_assume->setVisible(!m_assume->text().isEmpty()); // catalog facts and concepts assume nothing

    const bool choice = q->choiceCount > 0;
    m_numeric->setVisible(!choice);
    m_choices->setVisible(choice);
    if (choice) {
        const int checked = m_choiceGroup->checkedId();
        for (QAbstractButton* b : m_choiceGroup->buttons()) {
            m_choiceGroup->removeButton(b);
            delete b;
        }
        const QStringList texts = PracticeText::choices(*q);
        for (int i = 0; i < texts.size(); ++i) {
            auto* radio = new QRadioButton(texts[i], m_choices);
            m_choiceLayout->addWidget(radio);
            m_choiceGroup->addButton(radio, i);
        }
        if (!m_verdict.isEmpty() && checked >= 0 && checked < texts.size())
            m_choiceGroup->button(checked)->setChecked(true);
    } else {
        const QString unit = m_unit->currentText();
        const int unitIndex = m_unit->currentIndex(), unitCount = m_unit->count();
        m_unit->clear();
        for (const AnswerUnit& u : PracticeText::answerUnits(*q, m_format))
            m_unit->addItem(u.label, u.factor);
        // The answered question's unit, also when a switch of language renamed it.
        int keep = m_verdict.isEmpty() ? -1 : m_unit->findText(unit);
        if (keep < 0 && !m_verdict.isEmpty() && unitCount == m_unit->count())
            keep = unitIndex;
        m_unit->setCurrentIndex(keep >= 0 ? keep : PracticeText::defaultAnswerUnit(*q, m_format));
    }
    if (m_verdictWords) // in the current language and number format
        m_verdict = m_verdictWords();
    m_verdictLabel->setText(m_verdict);
    showSolution();
}

void PracticePanel::setAnswer(const QString& text, int unitIndex)
{
    m_answer->setText(text);
    if (unitIndex >= 0)
        m_unit->setCurrentIndex(unitIndex);
}

void PracticePanel::chooseAnswer(int choice)
{
    if (QAbstractButton* b = m_choiceGroup->button(choice))
        b->setChecked(true);
}

Verdict PracticePanel::check()
{
    const Question* q = currentQuestion();
    if (!q || (m_source == Source::Interview && m_interviewDone)) // the round is over
        return Verdict::NotANumber;
    Verdict v;
    double given = 0;
    if (q->choiceCount > 0) {
        v = checkChoice(*q, m_choiceGroup->checkedId());
    } else {
        // As people type it: "14 GB", "1.4e10", "16 bytes/param" (the unit
        // box applies when no unit is typed).
        const auto parsed = PracticeText::parseAnswer(*q, m_answer->text(), m_format, m_unit->currentData().toDouble());
        given = parsed ? *parsed : std::nan("");
        v = checkAnswer(*q, given);
    }
    if (m_source == Source::Interview && v != Verdict::NotANumber && !m_interviewDone &&
        !m_rows[std::size_t(m_index)].answered) {
        InterviewRow& row = m_rows[std::size_t(m_index)];
        row.answered = true;
        row.verdict = v;
        if (q->choiceCount > 0)
            row.choice = m_choiceGroup->checkedId();
        else
            row.given = m_answer->text().trimmed();
        const qint64 now = m_interviewClock.elapsed();
        row.seconds = double(now - m_questionStartMs) / 1000.0;
        m_questionStartMs = now;
    }
    setVerdict([this, question = *q, v, given] { return PracticeText::verdict(question, v, given, m_format); });
    m_verdictLabel->setText(m_verdict);
    QPalette pal = m_verdictLabel->palette();
    pal.setColor(QPalette::WindowText, v == Verdict::Right        ? QColor(0x2E, 0x7D, 0x32)
                                       : v == Verdict::NotANumber ? palette().color(QPalette::WindowText)
                                                                  : QColor(0xC0, 0x39, 0x2B));
    m_verdictLabel->setPalette(pal);
    if (v != Verdict::NotANumber) {
        record(v);
        m_revealed = true;
        showSolution();
    }
    if (m_source == Source::Interview && !m_interviewDone &&
        std::all_of(m_rows.begin(), m_rows.end(), [](const InterviewRow& r) { return r.answered; }))
        finishInterview();
    return v;
}

void PracticePanel::revealSolution()
{
    const Question* q = currentQuestion();
    if (!q)
        return;
    // Looking first counts as an answer that was not right.
    record(Verdict::NotANumber);
    m_revealed = true;
    showSolution();
}

void PracticePanel::record(Verdict v)
{
    // An interview keeps its own score (its rows), apart from the practice's.
    if (m_source == Source::Interview) {
        updateScore();
        return;
    }
    const QString key = scoreKey(*currentQuestion());
    if (m_scored.contains(key))
        return;
    m_scored.insert(key);
    ++m_answered;
    if (v == Verdict::Right)
        ++m_right;
    if (m_source == Source::Classic) { // the same questions next time: keep the progress
        QStringList answered = Settings::get(settings::practiceAnswered);
        answered << key;
        Settings::set(settings::practiceAnswered, answered);
        if (v == Verdict::Right) {
            QStringList right = Settings::get(settings::practiceRight);
            right << key;
            Settings::set(settings::practiceRight, right);
        }
    }
    updateScore();
}

void PracticePanel::resetScore()
{
    m_scored.clear();
    m_answered = 0;
    m_right = 0;
    Settings::set(settings::practiceAnswered, QStringList());
    Settings::set(settings::practiceRight, QStringList());
    updateScore();
}

void PracticePanel::updateScore()
{
    if (m_source == Source::Interview) {
        const auto answered =
            std::count_if(m_rows.begin(), m_rows.end(), [](const InterviewRow& r) { return r.answered; });
        m_score->setText(tr("Interview: %1 of %2 right").arg(interviewRight()).arg(answered));
        return;
    }
    m_score->setText(tr("Score: %1 of %2").arg(m_right).arg(m_answered));
}

QString PracticePanel::expectedText() const
{
    const Question* q = currentQuestion();
    if (!q || !m_revealed)
        return {};
    if (q->choiceCount > 0)
        return PracticeText::choices(*q).value(q->correctChoice);
    return PracticeText::answerValue(*q, q->answer, m_format);
}

void PracticePanel::showSolution()
{
    const Question* q = currentQuestion();
    m_reveal->setEnabled(q && !m_revealed);
    if (m_summaryShown) {
        // The finished interview's summary, worded now (after a switch of
        // language, in the new one); the chart stays, drawn again if shown.
        m_solution->setMarkdown(interviewMarkdown());
        if (const Evaluated* ev = currentEvaluation(); ev && m_chart->hasChart())
            m_chart->setChart(q->chart, makeChartData(*ev, compareAxisFor(*q)), m_format);
        return;
    }
    if (!q || !m_revealed) {
        m_solution->setHtml(QStringLiteral("<p style='color:#808080'>%1</p>")
                                .arg(tr("Answer, or press Show Solution, to see the figure worked "
                                        "out with this question's numbers, and its chart.")
                                         .toHtmlEscaped()));
        m_chart->clear();
        return;
    }
    const Evaluated& ev = items()[std::size_t(m_index)].evaluated;
    const Estimate& e = ev.estimate;
    auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    QString html = ExplainPanel::figureStyle();
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Answer:")), esc(expectedText()));
    if (q->kind == QuestionKind::ZeroSaving) {
        // The saving is the model states without ZeRO minus those with it.
        Scenario plain = q->scenario;
        plain.parallelism.zero = 0;
        if (auto base = evaluateScenario(plain, m_catalog))
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("Model states per GPU: %1 without ZeRO, %2 with ZeRO-%3; "
                                    "the saving is %1 − %2 = %4.")
                                     .arg(m_format.bytes(modelStates(base->estimate)), m_format.bytes(modelStates(e)))
                                     .arg(q->scenario.parallelism.zero)
                                     .arg(m_format.bytes(q->answer))));
    } else if (q->kind == QuestionKind::ModelStatesBytes) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("(weights + gradients + master weights + optimizer states) / N, "
                                "before sharding = %1.")
                                 .arg(PracticeText::answerValue(*q, q->answer, m_format))));
    }
    if (!q->worked) {
        // A catalog fact, the serving model's numbers or a concept's why.
        html += QStringLiteral("<p>%1</p>").arg(esc(PracticeText::working(*q, ev, m_format)));
    } else {
        for (FigureId id : solutionFigures(*q)) {
            const Figure& fig = e.figure(id);
            if (fig.present())
                html += ExplainPanel::figureHtml(id, fig, m_format, ev.resolved.scenario.workload.mode, &e);
        }
    }
    m_solution->setHtml(html);
    if (q->kind == QuestionKind::Conceptual) {
        m_chart->clear();
        return;
    }
    m_chart->setChart(q->chart, makeChartData(ev, compareAxisFor(*q)), m_format);
}

QString PracticePanel::questionText() const
{
    return m_question->text();
}

QString PracticePanel::scoreText() const
{
    return m_score->text();
}

QString PracticePanel::verdictText() const
{
    return m_verdict;
}

QString PracticePanel::solutionHtml() const
{
    return m_revealed ? m_solution->toHtml() : QString();
}

bool PracticePanel::solutionVisible() const
{
    return m_revealed;
}

} // namespace headroom::app
