// Gallery games as replay pages (games/gallery/replay.hpp).
#include "games/gallery/replay.hpp"

namespace gallery {

std::vector<replay::PileSpec> replayLayout() {
    std::vector<replay::PileSpec> layout;
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c)
            layout.push_back(
                {placeName(Place{std::uint8_t(r), std::uint8_t(c)}), 1.1 * c, 1.3 * r, replay::Fan::Squared});
    for (int p = 0; p < Piles; ++p)
        layout.push_back({"pile " + std::to_string(p + 1), 1.1 * p, 3.95, replay::Fan::Down});
    layout.push_back({"stock", 9.1, 0, replay::Fan::Squared});
    layout.push_back({"aces", 9.1, 1.3, replay::Fan::Squared});
    return layout;
}

const ReplaySquare& replaySquare(Comparison o) {
    static const ReplaySquare looks[] = {
        {"\xF0\x9F\x9F\xA6", 'b', "you did better"},
        {"\xE2\xAC\x9C", 'w', "equal"},
        {"\xF0\x9F\x9F\xA5", 'r', "the computer did better"},
        {"\xF0\x9F\x9F\xA9", 'g', "the computer solved it"},
    };
    return looks[int(o)];
}

std::vector<std::string> replayEvaluation(const Evaluation& e, int score) {
    if (e.scores.empty()) return {};
    std::array<int, 4> count{};
    std::string squares;
    for (int s : e.scores) {
        Comparison o = compare(s, score);
        ++count[std::size_t(o)];
        squares += std::string(squares.empty() ? "" : " ") + replaySquare(o).square + replaySquare(o).letter;
    }
    std::string legend;
    for (int o = 0; o < 4; ++o)
        legend += std::string(o ? ",  " : "") + replaySquare(Comparison(o)).letter + " " +
            replaySquare(Comparison(o)).meaning + " " + std::to_string(count[std::size_t(o)]);
    char figures[160];
    std::snprintf(figures, sizeof figures, "the computer's scores: min %d, median %.1f, mean %.1f (the score here: %d)",
                  e.min, e.median, e.mean, score);
    return {"the computer played this deal's start " + std::to_string(e.scores.size()) +
                " times, against the score here (" + std::to_string(score) + "):",
            squares, legend, figures};
}

replay::Frame replayFrame(const Game& g, const Evaluation& evaluation) {
    replay::Frame frame;
    frame.piles.resize(ReplayPiles);
    frame.marks.resize(ReplayPiles);
    std::vector<Move> legal = g.legalMoves();
    auto movablePile = [&](int p) {
        for (const Move& m : legal)
            if (m.fromPile && m.pile == p) return true;
        return false;
    };
    auto movablePlace = [&](Place at) {
        for (const Move& m : legal)
            if (!m.fromPile && m.from == at) return true;
        return false;
    };
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Place at{std::uint8_t(r), std::uint8_t(c)};
            for (Card card : g.at(at)) frame.piles[std::size_t(replayPlace(at))].push_back(replayCard(card));
            if (g.wrong(at)) frame.marks[std::size_t(replayPlace(at))] = movablePlace(at) ? "x*" : "x";
        }
    for (int p = 0; p < Piles; ++p) {
        for (Card card : g.piles[std::size_t(p)]) frame.piles[std::size_t(ReplayPile + p)].push_back(replayCard(card));
        if (movablePile(p)) frame.marks[std::size_t(ReplayPile + p)] = "*";
    }
    // Face down and blank: the page must not tell the stock's order.
    for (std::size_t i = 0; i < g.stock.size(); ++i) frame.piles[ReplayStock].push_back({0, '?', false});
    // The engine counts the aces set aside; which they are is the two decks'
    // aces less those still in the stock.
    for (int suit = 0; suit < 4; ++suit) {
        int out = 2;
        for (Card c : g.stock) out -= c == makeCard(1, suit);
        for (int i = 0; i < out; ++i) frame.piles[ReplayAces].push_back(replayCard(makeCard(1, suit)));
    }
    if (g.aces) frame.marks[ReplayAces] = std::to_string(g.aces);  // a squared pile shows one ace
    if (legal.empty() && !g.stock.empty()) frame.marks[ReplayStock] = "deal";

    frame.panel.push_back("score " + std::to_string(g.score()) + " (" + std::to_string(g.placed()) +
                          " of 96 cards in place)");
    frame.panel.push_back("stock " + std::to_string(g.dealsLeft()) + (g.dealsLeft() == 1 ? " deal" : " deals") +
                          " left (" + std::to_string(g.stock.size()) + " cards), aces " + std::to_string(g.aces));
    std::string jammed;
    for (const Jam& j : jams(g)) {
        const auto& pile = g.piles[std::size_t(j.pile)];
        std::string& mark = frame.marks[std::size_t(ReplayPile + j.pile)];
        if (mark.find('!') == std::string::npos) mark += "!";
        jammed += std::string(jammed.empty() ? "jammed: " : "; ") + "pile " + std::to_string(j.pile + 1) + " " +
            cardName(pile[std::size_t(j.cover)]) + " over " + cardName(pile[std::size_t(j.covered)]) +
            (j.hopeless ? " (hopeless)" : "");
    }
    if (!jammed.empty()) frame.panel.push_back(jammed);
    frame.panel.push_back(
        "marks: * can move, ! a card jammed under it, x a card on a wrong place, deal: nothing can move");
    for (std::string& line : replayEvaluation(evaluation, g.score())) frame.panel.push_back(std::move(line));
    return frame;
}

std::string replayNote(const Game& before, const Game& after, const Action& a) {
    if (a.deal) {
        int aces = after.aces - before.aces, dealt = int(before.stock.size() - after.stock.size());
        return "dealt " + std::to_string(dealt - aces) + " cards" +
            (aces ? " (" + std::to_string(aces) + (aces == 1 ? " ace" : " aces") + " to the ace pile)" : "");
    }
    Card c = *before.moving(a.move);
    const auto& target = before.at(a.move.to);
    return cardName(c) +
        (target.empty() ? " to the empty " + placeName(a.move.to)
                        : " on " + cardName(target.back()) + " (" + placeName(a.move.to) + ")");
}

replay::Replay replayOf(const Game& start, const std::vector<ReplayStep>& steps, const std::string& title,
                        const std::string& verdict, const Evaluation& evaluation) {
    replay::Replay r{"Royal Parade", title, verdict, replayLayout(), {}};
    Game g = start;
    r.frames.push_back(replayFrame(g, evaluation));
    r.frames.back().note = "the deal: " + std::to_string(g.dealsLeft()) + " deals in the stock";
    int number = 0;
    for (const ReplayStep& step : steps) {
        ++number;
        std::string why = whyNot(g, step.action);
        if (!why.empty())
            throw std::logic_error("replay: action " + std::to_string(number) + " " + actionName(step.action) +
                                   " is illegal: " + why);
        Game before = g;
        playAction(g, step.action);
        replay::Frame frame = replayFrame(g, evaluation);
        frame.move = actionName(step.action);
        frame.note = replayNote(before, g, step.action) + (step.why.empty() ? "" : "; " + step.why);
        if (step.action.deal) {
            frame.from = {ReplayStock};
            for (int p = 0; p < Piles; ++p) frame.to.push_back(ReplayPile + p);
            if (g.aces > before.aces) frame.to.push_back(ReplayAces);
        } else {
            const Move& m = step.action.move;
            frame.from = {m.fromPile ? ReplayPile + m.pile : replayPlace(m.from)};
            frame.to = {replayPlace(m.to)};
        }
        r.frames.push_back(std::move(frame));
    }
    return r;
}

}  // namespace gallery
