#include "search.h"

#include "determinize.h"
#include "engine.h"
#include "evaluation.h"
#include "greedy.h"
#include "playout.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace afai {

using namespace af;

namespace {

constexpr uint32_t kNoNode = UINT32_MAX;

struct Node {
    Action action;             // the move that leads here from the parent (unused at the root)
    uint32_t firstChild = kNoNode;
    uint32_t nextSibling = kNoNode;
    uint32_t visits = 0;
    uint32_t availability = 0; // iterations in which this action was legal when its parent was visited
    int8_t mover = kNoPlayer;  // the seat that chose `action`
    double reward = 0;         // the mover's summed outlook
};

class Search {
public:
    Search(const GameState &root, const SearchOptions &options, uint64_t seed)
        : m_root(root), m_options(options), m_rng(seed)
    {
        m_tree.push_back(Node{});
        // The root's actions in the order they enter the tree: best one move ahead first (stable: ties keep the
        // engine's order, so the order does not depend on the seed).
        std::vector<Action> legal = legalActions(root);
        std::vector<std::pair<double, int>> keyed;
        keyed.reserve(legal.size());
        for (int i = 0; i < static_cast<int>(legal.size()); ++i)
            keyed.emplace_back(-marginAfter(root, legal[i]), i);
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        m_rootOrder.reserve(legal.size());
        for (const auto &k : keyed)
            m_rootOrder.push_back(std::move(legal[k.second]));
    }

    std::size_t choices() const { return m_rootOrder.size(); }

    void iterate()
    {
        GameState s = determinize(m_root, decidingSeat(m_root), m_rng);
        m_path.clear();
        uint32_t node = 0;
        m_path.push_back(node);
        while (true) {
            resolveChance(s);
            if (s.stage == Stage::GameOver)
                break;
            const uint32_t next = descend(node, s);
            if (next == kNoNode)
                break;
            const bool created = m_tree[next].visits == 0;
            af::apply(s, m_tree[next].action);
            node = next;
            m_path.push_back(node);
            if (created)
                break;
        }
        playout(s);
        const std::array<double, kMaxPlayers> reward = outlook(s);
        for (uint32_t n : m_path) {
            Node &x = m_tree[n];
            ++x.visits;
            if (x.mover != kNoPlayer)
                x.reward += reward[x.mover];
        }
    }

    // The root's most visited action (ties: the better mean).
    SearchResult result(int iterations) const
    {
        SearchResult r;
        r.iterations = iterations;
        r.nodes = m_tree.size();
        r.treeBytes = m_tree.capacity() * sizeof(Node);
        uint32_t best = kNoNode;
        for (uint32_t c = m_tree[0].firstChild; c != kNoNode; c = m_tree[c].nextSibling) {
            const Node &x = m_tree[c];
            if (best == kNoNode || x.visits > m_tree[best].visits ||
                (x.visits == m_tree[best].visits && x.reward > m_tree[best].reward))
                best = c;
        }
        if (best != kNoNode) {
            r.action = m_tree[best].action;
            r.expectedOutlook = m_tree[best].visits ? m_tree[best].reward / m_tree[best].visits : 0;
        } else if (!m_rootOrder.empty()) {
            r.action = m_rootOrder.front();
        }
        return r;
    }

private:
    void resolveChance(GameState &s)
    {
        while (isChanceStage(s.stage))
            af::apply(s, *sampleChance(s, m_rng));
    }

    // The child to follow from `node` in position `s` (a new one when the node may widen), or kNoNode.
    uint32_t descend(uint32_t node, const GameState &s)
    {
        m_available.clear();
        for (uint32_t c = m_tree[node].firstChild; c != kNoNode; c = m_tree[c].nextSibling)
            if (!af::check(s, m_tree[c].action))
                m_available.push_back(c);
        const double allowed =
            std::max(1.0, m_options.widenFactor * std::pow(m_tree[node].visits, m_options.widenExponent));
        if (m_available.size() < allowed) {
            if (std::optional<Action> fresh = untried(node, s))
                return addChild(node, std::move(*fresh), static_cast<int8_t>(decidingSeat(s)));
        }
        if (m_available.empty())
            return kNoNode;
        uint32_t best = kNoNode;
        double bestValue = -1;
        for (uint32_t c : m_available) {
            Node &x = m_tree[c];
            ++x.availability;
            const double value = x.reward / x.visits +
                                 m_options.exploration * std::sqrt(std::log(static_cast<double>(x.availability)) / x.visits);
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    bool isChild(uint32_t node, const Action &a) const
    {
        for (uint32_t c = m_tree[node].firstChild; c != kNoNode; c = m_tree[c].nextSibling)
            if (m_tree[c].action == a)
                return true;
        return false;
    }

    // An action legal in `s` that is not yet a child of `node`: at the root the next in one-move-ahead order, deeper
    // the best of a random sample (ranking every legal action at every node would cost more than the playouts).
    std::optional<Action> untried(uint32_t node, const GameState &s)
    {
        if (node == 0) {
            while (m_rootNext < m_rootOrder.size()) {
                const Action &a = m_rootOrder[m_rootNext++];
                if (!af::check(s, a))
                    return a;
            }
            return std::nullopt;
        }
        std::vector<Action> legal = legalActions(s);
        std::optional<Action> best;
        double bestMargin = -1e18;
        const int n = static_cast<int>(legal.size());
        for (int tried = 0, i = 0; i < n && tried < m_options.expansionSample; ++i) {
            std::swap(legal[i], legal[i + m_rng.below(n - i)]); // a partial shuffle: the sample without repeats
            if (isChild(node, legal[i]))
                continue;
            ++tried;
            const double m = marginAfter(s, legal[i]);
            if (m > bestMargin) {
                bestMargin = m;
                best = legal[i];
            }
        }
        return best;
    }

    uint32_t addChild(uint32_t parent, Action action, int8_t mover)
    {
        Node child;
        child.action = std::move(action);
        child.mover = mover;
        child.availability = 1;
        child.nextSibling = m_tree[parent].firstChild;
        m_tree.push_back(std::move(child));
        const auto index = static_cast<uint32_t>(m_tree.size() - 1);
        m_tree[parent].firstChild = index;
        return index;
    }

    // Plays on with the best of a few random actions at each step (or the best legal action, with no candidates
    // set), until enough turns have ended or the step limit.
    void playout(GameState &s)
    {
        int turnEnds = 0;
        for (int step = 0; step < m_options.playoutMaxSteps && s.stage != Stage::GameOver; ++step) {
            if (isChanceStage(s.stage)) {
                af::apply(s, *sampleChance(s, m_rng));
                continue;
            }
            std::optional<Action> best;
            double bestMargin = -1e18;
            if (m_options.playoutCandidates == 0) {
                for (Action &a : legalActions(s)) {
                    const double m = marginAfter(s, a);
                    if (m > bestMargin) {
                        bestMargin = m;
                        best = std::move(a);
                    }
                }
            }
            for (int k = 0; k < m_options.playoutCandidates; ++k) {
                std::optional<Action> a = randomAction(s, m_rng);
                if (!a)
                    break;
                const double m = marginAfter(s, *a);
                if (m > bestMargin) {
                    bestMargin = m;
                    best = std::move(a);
                }
            }
            if (!best)
                break;
            const bool endsTurn = std::holds_alternative<EndTurn>(*best);
            af::apply(s, *best);
            if (endsTurn && ++turnEnds == m_options.playoutTurnEnds)
                break;
        }
    }

    const GameState &m_root;
    SearchOptions m_options;
    Rng m_rng;
    std::vector<Node> m_tree;
    std::vector<Action> m_rootOrder;
    std::size_t m_rootNext = 0;
    std::vector<uint32_t> m_path;      // reused by every iteration
    std::vector<uint32_t> m_available; // reused by every descent step
};

class SearchPlayer final : public Player {
public:
    explicit SearchPlayer(const SearchOptions &options) : m_options(options) {}
    std::string_view id() const override { return "mcts"; }
    std::optional<Action> choose(const GameState &state, const Budget &budget, uint64_t seed) override
    {
        return search(state, budget, seed, m_options).action;
    }

private:
    SearchOptions m_options;
};

} // namespace

SearchResult search(const GameState &state, const Budget &budget, uint64_t seed, const SearchOptions &options)
{
    if (isChanceStage(state.stage) || state.stage == Stage::GameOver)
        return {};
    const int iterations =
        budget.iterations > 0 || budget.milliseconds > 0 ? budget.iterations : kDefaultIterations;
    const BudgetClock clock(budget, iterations); // the root's ordering counts against the time budget
    Search tree(state, options, seed);
    if (tree.choices() == 0)
        return {};
    if (tree.choices() == 1) // nothing to search
        return tree.result(0);
    int done = 0;
    while (!clock.stopped()) {
        tree.iterate();
        ++done;
        if (clock.spent(done))
            break;
    }
    return tree.result(done);
}

std::unique_ptr<Player> makeSearchPlayer(const SearchOptions &options) { return std::make_unique<SearchPlayer>(options); }
std::unique_ptr<Player> makeSearchPlayer() { return makeSearchPlayer(SearchOptions{}); }

} // namespace afai
