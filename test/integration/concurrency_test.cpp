// Many clients at once, some of them rude: every answer must be right, none lost, and the
// daemon must stay up.
#include "daemon_process.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <random>
#include <thread>

using namespace rusteal::test;
namespace json = boost::json;

TEST_CASE("64 concurrent clients x 200 requests with random disconnects", "[daemon][load]") {
    DaemonProcess d;
    constexpr int kClients = 64;
    constexpr int kRequests = 200;
    std::atomic<int> answered{0}, wrong{0}, abandoned{0}, reconnects{0};
    std::vector<std::string> failures(kClients);
    std::vector<std::thread> threads;
    for (int t = 0; t < kClients; ++t) {
        threads.emplace_back([&, t] {
            std::mt19937 rng(static_cast<unsigned>(t) * 7919u + 17u);
            try {
                auto c = d.connect();
                for (int i = 0; i < kRequests; ++i) {
                    int dice = static_cast<int>(rng() % 100);
                    if (dice < 3) {
                        // Rude: a half-sent message, then gone.
                        c.send_raw("Content-Length: 80\r\n\r\n{\"jsonrpc\":\"2.0\",");
                        c = d.connect();
                        ++reconnects;
                        ++abandoned;
                        continue;
                    }
                    if (dice < 6) {
                        // Rude: a request whose answer is never read.
                        c.send(json::object{{"jsonrpc", "2.0"}, {"id", i}, {"method", "daemon/status"}});
                        c = d.connect();
                        ++reconnects;
                        ++abandoned;
                        continue;
                    }
                    json::value id = json::string("c" + std::to_string(t) + "-" + std::to_string(i));
                    json::value r;
                    if (dice < 40) {
                        c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "daemon/status"}});
                        r = c.response_to(id, std::chrono::seconds(30));
                        if (!r.as_object().contains("result") || !r.at("result").at("pid").is_int64()) ++wrong;
                    } else if (dice < 70) {
                        c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "jobs/list"}});
                        r = c.response_to(id, std::chrono::seconds(30));
                        if (!r.as_object().contains("result") || !r.at("result").at("jobs").is_array()) ++wrong;
                    } else if (dice < 85) {
                        c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "no/such/method"}});
                        r = c.response_to(id, std::chrono::seconds(30));
                        if (r.at("error").at("code") != json::value(-32601)) ++wrong;
                    } else {
                        c.send(json::array{json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "jobs/list"}},
                                           json::object{{"jsonrpc", "2.0"}, {"method", "$/cancelRequest"}, {"params", {{"id", 0}}}}});
                        auto m = c.read(std::chrono::seconds(30));
                        if (!m || !m->is_array() || m->as_array().size() != 1 || m->as_array()[0].at("id") != id) ++wrong;
                    }
                    ++answered;
                }
            } catch (const std::exception& e) {
                failures[static_cast<std::size_t>(t)] = e.what();
            }
        });
    }
    for (auto& th : threads) th.join();
    for (const auto& f : failures) CHECK(f.empty());
    CHECK(wrong == 0);
    INFO("answered " << answered << ", abandoned " << abandoned << ", reconnects " << reconnects);
    CHECK(answered > kClients * kRequests * 9 / 10);
    // Every connection the clients dropped (mid-message, or with an answer never read) is gone
    // from the daemon: only this one is left.
    auto c = d.connect();
    CHECK(clients_once_settled(c, 1) == 1);
    CHECK(c.request("daemon/status").at("result").at("pid") == json::value(d.pid()));
}
