#include "client/daemon_connection.hpp"

#include "transport/local_endpoint.hpp"

#include <boost/asio/read.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>

#include <array>
#include <csignal>

namespace rusteal::client {
namespace asio = boost::asio;

DaemonConnection::DaemonConnection() = default;
DaemonConnection::~DaemonConnection() = default;

std::unique_ptr<DaemonConnection> DaemonConnection::connect(const std::filesystem::path& path, std::string& error) {
    auto conn = std::make_unique<DaemonConnection>();
    conn->socket_ = transport::connect_local(conn->io_, path, error);
    if (!conn->socket_) return nullptr;
    return conn;
}

void DaemonConnection::send(const json::value& message) {
    asio::write(*socket_, asio::buffer(transport::frame_message(json::serialize(message))));
}

CallResult DaemonConnection::call(std::string_view method, json::value params, const NotificationHandler& on_notification) {
    json::value id = next_id_++;
    try {
        send(protocol::make_request(id, method, std::move(params)));
    } catch (const boost::system::system_error& e) {
        // The daemon may have refused us and closed: its reason is still there to be read.
        auto r = run(&id, on_notification);
        if (r.status == CallResult::Status::Disconnected) r.disconnect_reason = e.what();
        return r;
    }
    return run(&id, on_notification);
}

CallResult DaemonConnection::listen(const NotificationHandler& on_notification) { return run(nullptr, on_notification); }

CallResult DaemonConnection::run(const json::value* id, const NotificationHandler& on_notification) {
    CallResult out;
    bool done = false;
    int interrupts = 0;
    std::array<char, 64 * 1024> buffer{};
    asio::signal_set signals(io_, SIGINT, SIGTERM);
    std::function<void()> wait_signal = [&] {
        signals.async_wait([&](boost::system::error_code ec, int signal) {
            if (ec || done) return;
            ++interrupts;
            // Ctrl-C asks the daemon to cancel and waits for the job to end (a second one stops
            // waiting); SIGTERM asks the same and ends at once.
            if (interrupts == 1 && id) {
                try {
                    send(protocol::make_notification("$/cancelRequest", json::object{{"id", *id}}));
                } catch (const boost::system::system_error&) {
                }
                if (signal == SIGINT) {
                    wait_signal();
                    return;
                }
            }
            out.status = CallResult::Status::Interrupted;
            done = true;
            socket_->cancel();
        });
    };
    wait_signal();

    std::function<void()> read_more = [&] {
        socket_->async_read_some(asio::buffer(buffer), [&](boost::system::error_code ec, std::size_t n) {
            if (done) return;
            if (ec) {
                out.status = CallResult::Status::Disconnected;
                out.disconnect_reason = ec == asio::error::eof ? "the daemon closed the connection" : ec.message();
                done = true;
                signals.cancel();
                return;
            }
            if (!decoder_.feed(std::string_view(buffer.data(), n))) {
                out.disconnect_reason = "bad framing from the daemon: " + decoder_.error();
                done = true;
                signals.cancel();
                return;
            }
            while (auto body = decoder_.next()) {
                auto parsed = protocol::parse_body(*body);
                if (parsed.parse_error) continue;
                for (auto& m : parsed.messages) {
                    using K = protocol::Incoming::Kind;
                    if (m.kind == K::Notification) {
                        if (on_notification)
                            on_notification(protocol::make_notification(m.method, m.params));
                        if (stop_listening_ && !id) {
                            stop_listening_ = false;
                            out.status = CallResult::Status::Ok;
                            done = true;
                        }
                    } else if (m.kind == K::Request) {
                        // This client creates its own progress tokens; it serves no requests.
                        send(protocol::make_error_response(m.id, {protocol::ErrorCode::MethodNotFound,
                                                                  "the rusteal CLI does not serve " + m.method}));
                    } else if (m.kind == K::Response && id && m.id == *id) {
                        out.status = m.error ? CallResult::Status::Error : CallResult::Status::Ok;
                        if (m.error) out.error = *m.error;
                        else out.result = m.result;
                        done = true;
                    } else if (m.error && m.id.is_null()) {
                        // An error with a null id: the daemon refused us (another uid, bad framing).
                        out.status = CallResult::Status::Error;
                        out.error = *m.error;
                        done = true;
                    }
                }
                if (done) {
                    signals.cancel();
                    return;
                }
            }
            read_more();
        });
    };
    read_more();
    io_.restart();
    io_.run();
    return out;
}

bool DaemonConnection::wait_closed(std::chrono::milliseconds limit) {
    bool closed = false;
    std::array<char, 4096> buffer{};
    asio::steady_timer timer(io_, limit);
    timer.async_wait([&](boost::system::error_code ec) {
        if (!ec) socket_->cancel();
    });
    std::function<void()> read_more = [&] {
        socket_->async_read_some(asio::buffer(buffer), [&](boost::system::error_code ec, std::size_t) {
            if (ec) {
                closed = ec != asio::error::operation_aborted;
                timer.cancel();
                return;
            }
            read_more();
        });
    };
    read_more();
    io_.restart();
    io_.run();
    return closed;
}

} // namespace rusteal::client
