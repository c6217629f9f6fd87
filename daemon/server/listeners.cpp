#include "server/listeners.hpp"

#include "common/log.hpp"
#include "transport/frame_decoder.hpp"

#include <boost/asio/write.hpp>

#include <cstdlib>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace rusteal::server {
namespace asio = boost::asio;

LocalListener::LocalListener(asio::io_context& io, Server& server, std::filesystem::path address)
    : LocalListener(io, server, std::make_unique<transport::LocalAcceptor>(io, std::move(address))) {}

LocalListener::LocalListener(asio::io_context& io, Server& server, std::unique_ptr<transport::LocalAcceptor> acceptor)
    : server_(server), acceptor_(std::move(acceptor)), backoff_(io) {}


void AcceptBackoff::failed(const std::string& what, std::function<void()> retry) {
    warn_(what + "; trying again in " + std::to_string(delay_.count()) + " ms");
    timer_.expires_after(delay_);
    delay_ = std::min(delay_ * 2, kMost);
    timer_.async_wait([retry = std::move(retry)](boost::system::error_code ec) {
        if (!ec) retry();
    });
}

LocalListener::~LocalListener() { close(); }

void LocalListener::start() { accept_next(); }

void LocalListener::accept_next() {
    acceptor_->async_accept([this](boost::system::error_code ec, std::optional<transport::Stream> stream,
                                   transport::LocalPeer peer) {
        if (closed_ || ec == asio::error::operation_aborted) return;
        if (ec || !stream) {
            backoff_.failed("accept on " + acceptor_->address().string() + " failed: " + ec.message(),
                            [this] { accept_next(); });
            return;
        }
        backoff_.succeeded();
        if (!peer.same_user) {
            const std::string me = transport::current_user();
            std::string who = peer.user.empty() ? "a peer whose user is unknown" : peer.user;
            common::log_warn("refused a connection from " + who + ": this daemon serves " + me + " only");
            auto refusal = protocol::make_error_response(
                nullptr, {protocol::ErrorCode::Unauthorized,
                          "refused: this rusteald belongs to " + me + "; every user runs a daemon of their own"});
            boost::system::error_code ignore;
            asio::write(*stream, asio::buffer(transport::frame_message(json::serialize(refusal))), ignore);
            stream->close();
        } else {
            PeerIdentity identity{"unix", std::nullopt, std::nullopt, {}};
#ifdef _WIN32
            identity.transport = "pipe";
#else
            identity.uid = static_cast<unsigned>(::geteuid());
#endif
            if (peer.pid) identity.pid = static_cast<int>(*peer.pid);
            server_.add_session(std::move(*stream), std::move(identity));
        }
        accept_next();
    });
}

void LocalListener::close() {
    if (closed_) return;
    closed_ = true;
    backoff_.cancel();
    acceptor_->close();
}

TcpListener::TcpListener(asio::io_context& io, Server& server, unsigned short port)
    : server_(server), acceptor_(io), backoff_(io) {
    using tcp = asio::ip::tcp;
    boost::system::error_code ec;
    tcp::endpoint ep(asio::ip::address_v4::loopback(), port);
    acceptor_.open(ep.protocol(), ec);
    if (!ec) acceptor_.set_option(tcp::acceptor::reuse_address(true), ec);
    if (!ec) acceptor_.bind(ep, ec);
    if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) throw std::runtime_error("cannot listen on 127.0.0.1:" + std::to_string(port) + ": " + ec.message());
}

unsigned short TcpListener::port() const { return acceptor_.local_endpoint().port(); }

void TcpListener::start() { accept_next(); }

void TcpListener::accept_next() {
    acceptor_.async_accept([this](boost::system::error_code ec, asio::ip::tcp::socket socket) {
        if (closed_ || ec == asio::error::operation_aborted) return;
        if (ec) {
            backoff_.failed("TCP accept failed: " + ec.message(), [this] { accept_next(); });
            return;
        }
        backoff_.succeeded();
        boost::system::error_code ignore;
        socket.set_option(asio::ip::tcp::no_delay(true), ignore);
        auto remote = socket.remote_endpoint(ignore);
        PeerIdentity peer{"tcp", std::nullopt, std::nullopt,
                          remote.address().to_string() + ":" + std::to_string(remote.port())};
        server_.add_session(transport::Stream(transport::Stream::Socket(std::move(socket))), std::move(peer));
        accept_next();
    });
}

void TcpListener::close() {
    if (closed_) return;
    closed_ = true;
    backoff_.cancel();
    boost::system::error_code ignore;
    acceptor_.close(ignore);
}

} // namespace rusteal::server
