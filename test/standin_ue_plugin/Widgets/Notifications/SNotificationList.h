// Stand-in for Unreal 5.8's Widgets/Notifications/SNotificationList.h (Slate): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct FNotificationInfo {
    explicit FNotificationInfo(const FText& InText);
    float ExpireDuration;
};
class SNotificationItem {
public:
    enum ECompletionState { CS_None, CS_Pending, CS_Success, CS_Fail };
    virtual ~SNotificationItem();
    virtual void SetCompletionState(ECompletionState InState) = 0;
};
