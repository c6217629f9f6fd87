// Stand-in for Unreal 5.8's Framework/Notifications/NotificationManager.h (Slate): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Widgets/Notifications/SNotificationList.h"

class FSlateNotificationManager {
public:
    static FSlateNotificationManager& Get();
    TSharedPtr<SNotificationItem> AddNotification(const FNotificationInfo& Info);
};
