#pragma once
// The JSON shapes of job events: the job/* notifications subscribers receive and the
// $/progress values a requester receives. One place, so both follow rpc_schema/.
#include "jobs/job.hpp"

#include <boost/json.hpp>

namespace rusteal::server {

// A job/queued, job/started, job/progress, job/output or job/finished notification.
boost::json::value job_event_notification(const jobs::JobEvent& event);

// The job's result object (jobs/exec's result and job/finished's params share it).
boost::json::object job_outcome_json(jobs::JobId id, const jobs::JobRequest& request, const jobs::JobOutcome& outcome);

boost::json::object job_snapshot_json(const jobs::JobSnapshot& snapshot);

// "$/progress" with the given token and a begin, report or end value.
boost::json::value progress_notification(const boost::json::value& token, boost::json::object value);

} // namespace rusteal::server
